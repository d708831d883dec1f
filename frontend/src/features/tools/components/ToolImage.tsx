import { Wrench } from 'lucide-react';

/** A tool photo filling its box; a neutral tile when the tool has no photo. */
export function ToolImage({ src, alt, className = '' }: { src: string | undefined; alt: string; className?: string }) {
  if (!src) {
    return (
      <div
        role="img"
        aria-label={alt}
        className={`flex items-center justify-center bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500 ${className}`}
      >
        <Wrench className="h-1/4 w-1/4" aria-hidden />
      </div>
    );
  }
  return <img src={src} alt={alt} loading="lazy" decoding="async" className={`object-cover ${className}`} />;
}
