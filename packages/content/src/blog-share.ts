/**
 * Share buttons of a blog article: one link per network for the article's canonical URL, and
 * the size of the popup window each one opens (centred on the browser window by the page).
 * Light: safe to import from browser code.
 */
export type ShareNetworkId = "x" | "linkedin" | "facebook" | "whatsapp";

export interface PopupSize {
  width: number;
  height: number;
}

/** The popup size when a network has none of its own. */
export const DEFAULT_SHARE_POPUP: PopupSize = { width: 550, height: 400 };

export interface ShareLink {
  id: ShareNetworkId;
  /** The network's name, e.g. 'LinkedIn'. */
  network: string;
  /** Accessible label of the button. */
  label: string;
  href: string;
  popup: PopupSize;
}

interface ShareNetwork {
  id: ShareNetworkId;
  network: string;
  popup?: PopupSize;
  href: (url: string, title: string) => string;
}

const enc = encodeURIComponent;

const networks: readonly ShareNetwork[] = [
  {
    id: "x",
    network: "X",
    popup: { width: 550, height: 420 },
    href: (url, title) => `https://x.com/intent/post?url=${enc(url)}&text=${enc(title)}`,
  },
  {
    id: "linkedin",
    network: "LinkedIn",
    popup: { width: 600, height: 600 },
    href: (url) => `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
  },
  {
    id: "facebook",
    network: "Facebook",
    popup: { width: 600, height: 500 },
    href: (url) => `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
  },
  {
    id: "whatsapp",
    network: "WhatsApp",
    href: (url, title) => `https://wa.me/?text=${enc(`${title} ${url}`)}`,
  },
];

/** The share links of an article, in the order the buttons show them: X, LinkedIn, Facebook, WhatsApp. */
export function shareLinks(url: string, title: string): ShareLink[] {
  return networks.map((network) => ({
    id: network.id,
    network: network.network,
    label: `Compartir en ${network.network}`,
    href: network.href(url, title),
    popup: network.popup ?? DEFAULT_SHARE_POPUP,
  }));
}
