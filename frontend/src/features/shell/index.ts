// The public surface of features/shell: other features, pages and the app import only what is here.
export { Footer } from './LazyFooter';
export { Header } from './Header';
export { Logo } from './Logo';
export { ThemeToggle } from './ThemeToggle';
