import { Wrench } from 'lucide-react';

/** A tool photo, or a neutral tile when there is none. */
export function ToolPhoto({ url, alt, className }: { url: string | undefined; alt: string; className: string }) {
  if (!url) {
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
  return <img src={url} alt={alt} className={`object-cover ${className}`} />;
}
