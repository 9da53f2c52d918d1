import { useEffect } from 'react';

/** Names the browser tab after the admin page, so several open admin tabs can be told apart. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Admin`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
