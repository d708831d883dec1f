import { useEffect } from 'react';

const SITE_NAME = 'Toolshare';

/** The browser tab's title while the page is shown: "<page> · Toolshare"; the site's own title comes back after. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
