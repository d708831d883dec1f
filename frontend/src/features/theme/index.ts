// The public surface of features/theme: other features, pages and the app import only what is here.
export { ThemeProvider, useTheme } from './ThemeProvider';
