// A download link with its arrow-into-tray icon (the album's item, the certificate's image).
import type { AnchorHTMLAttributes } from 'react';

type DownloadLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'download'> & {
  /** The saved file's name; the address's own name when absent. */
  fileName?: string;
};

export function DownloadLink({ fileName, children, ...link }: DownloadLinkProps) {
  return (
    <a {...link} download={fileName ?? true}>
      <svg viewBox="0 0 20 20" fill="currentColor" aria-hidden="true" className="size-4">
        <path d="M10 2a1 1 0 0 1 1 1v8.59l2.3-2.3a1 1 0 1 1 1.4 1.42l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.42L9 11.6V3a1 1 0 0 1 1-1Zm-7 13a1 1 0 0 1 1 1v1h12v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z" />
      </svg>
      {children}
    </a>
  );
}
