/**
 * Deterministic placeholder artwork, drawn from text alone: the same title always gives the same
 * picture, so the demo looks the same on every machine and no image is ever fetched from the internet.
 */
import type { EventCategory } from "#shared/contracts/events.ts";
import { posterBackground } from "./poster-motifs.ts";

export type ArtworkShape = "poster" | "banner" | "avatar";

const SIZES: Record<ArtworkShape, { width: number; height: number }> = {
  poster: { width: 1200, height: 675 },
  banner: { width: 1600, height: 600 },
  avatar: { width: 400, height: 400 },
};

/** FNV-1a: tiny, stable across platforms, good enough to spread colours. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[char] ?? char,
  );
}

/** Greedy word wrap into at most `maxLines` lines; the last line ends with an ellipsis if cut. */
export function wrapWords(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (candidate.length <= maxChars || !current) current = candidate;
    else {
      lines.push(current);
      current = word;
    }
  }
  if (current) lines.push(current);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
  return kept;
}

function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() ?? "");
  return (letters.length > 1 ? `${letters[0]}${letters[letters.length - 1]}` : (letters[0] ?? "?")).slice(
    0,
    2,
  );
}

/**
 * An event's poster: its kind's own palette and motif (poster-motifs.ts) behind the title and caption,
 * so a concert, a festival, a match and a run are told apart at a glance. A landing banner that links to
 * an event is drawn the same way (`shape` "banner").
 */
export function renderEventPoster(
  kind: EventCategory,
  title: string,
  caption: string,
  shape: "poster" | "banner" = "poster",
): string {
  const { width, height } = SIZES[shape];
  const { defs, art } = posterBackground(kind, hashText(`${shape}:${title}`), width, height);
  const body = titleText(shape, title, caption, width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><defs>${defs}</defs>${art}${body}</svg>`;
}

export function renderArtwork(shape: ArtworkShape, title: string, caption = ""): string {
  const { width, height } = SIZES[shape];
  const hash = hashText(`${shape}:${title}`);
  const hueA = hash % 360;
  // Neighbouring hues and dark tones: a calm gradient on which white text stays readable.
  const hueB = (hueA + 25 + ((hash >>> 9) % 45)) % 360;
  const circles = [0, 1, 2]
    .map((i) => {
      const bits = hash >>> (i * 7);
      const cx = Math.round(((bits % 97) / 97) * width);
      const cy = Math.round((((bits >>> 3) % 89) / 89) * height);
      const r = Math.round(height * (0.25 + ((bits >>> 5) % 40) / 100));
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="${(0.05 * (i + 1)).toFixed(2)}"/>`;
    })
    .join("");
  const body =
    shape === "avatar" ? avatarText(title, width, height) : titleText(shape, title, caption, width, height);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hueA},65%,38%)"/><stop offset="1" stop-color="hsl(${hueB},70%,24%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${circles}${body}</svg>`;
}

function avatarText(name: string, width: number, height: number): string {
  return `<text x="${width / 2}" y="${height / 2}" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${Math.round(height * 0.38)}" font-weight="700" fill="#fff">${escapeXml(initials(name))}</text>`;
}

function titleText(
  shape: ArtworkShape,
  title: string,
  caption: string,
  width: number,
  height: number,
): string {
  const fontSize = shape === "banner" ? 84 : 72;
  const lines = wrapWords(title, shape === "banner" ? 28 : 24, 3);
  const left = Math.round(width * 0.07);
  const top = Math.round(height / 2 - ((lines.length - 1) * fontSize * 1.15) / 2);
  const tspans = lines
    .map(
      (line, i) =>
        `<tspan x="${left}" y="${Math.round(top + i * fontSize * 1.15)}">${escapeXml(line)}</tspan>`,
    )
    .join("");
  const captionText = caption
    ? `<text x="${left}" y="${height - Math.round(height * 0.1)}" font-family="system-ui, sans-serif" font-size="34" font-weight="600" letter-spacing="3" fill="#fff" fill-opacity="0.85">${escapeXml(caption.toUpperCase())}</text>`
    : "";
  return `<text font-family="system-ui, sans-serif" font-size="${fontSize}" font-weight="800" fill="#fff">${tspans}</text>${captionText}`;
}
