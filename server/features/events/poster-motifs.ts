import type { EventCategory } from "#shared/contracts/events.ts";

/**
 * The background of an event's poster, by kind of event, so a concert, a festival, a match and a run
 * look different at a glance: each kind has its own palette range and its own drawn motif (stage
 * lights, bunting, a pitch, a road), varied per title by `hash`. Pure SVG, nothing fetched.
 */
interface Palette {
  /** Hue range of the gradient, degrees. */
  hueFrom: number;
  hueSpan: number;
  saturation: number;
  lightTop: number;
  lightBottom: number;
}

const PALETTES: Record<EventCategory, Palette> = {
  concert: { hueFrom: 255, hueSpan: 50, saturation: 60, lightTop: 26, lightBottom: 10 },
  festival: { hueFrom: 8, hueSpan: 35, saturation: 78, lightTop: 46, lightBottom: 30 },
  sport: { hueFrom: 130, hueSpan: 40, saturation: 55, lightTop: 30, lightBottom: 18 },
  fun_run: { hueFrom: 190, hueSpan: 30, saturation: 70, lightTop: 42, lightBottom: 24 },
};

const bits = (hash: number, shift: number, modulo: number) => (hash >>> shift) % modulo;

function gradient(kind: EventCategory, hash: number): { defs: string; hue: number } {
  const palette = PALETTES[kind];
  const hue = palette.hueFrom + bits(hash, 0, palette.hueSpan);
  const hueB = (hue + 15 + bits(hash, 11, 25)) % 360;
  const defs = `<linearGradient id="g" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="hsl(${hue},${palette.saturation}%,${palette.lightTop}%)"/><stop offset="1" stop-color="hsl(${hueB},${palette.saturation}%,${palette.lightBottom}%)"/></linearGradient>`;
  return { defs, hue };
}

/** Spotlight beams from the top and an equaliser along the bottom. */
function concert(hash: number, width: number, height: number, hue: number): string {
  const beams = [0, 1, 2, 3]
    .map((i) => {
      const x = Math.round(width * (0.45 + i * 0.15) + bits(hash, i * 3, 60));
      const spread = Math.round(width * 0.09);
      const color = `hsl(${(hue + 40 + i * 35) % 360},90%,70%)`;
      return `<polygon points="${x},0 ${x - spread - i * 40},${height} ${x + spread - i * 40},${height}" fill="${color}" fill-opacity="0.13"/>`;
    })
    .join("");
  const barWidth = Math.round(width / 48);
  const bars = Array.from({ length: 40 }, (_, i) => {
    const level = 0.06 + ((((hash >>> (i % 24)) ^ (i * 2654435761)) >>> 0) % 100) / 700;
    const barHeight = Math.round(height * level);
    return `<rect x="${Math.round(width * 0.5) + i * Math.round(barWidth * 1.25) - 1}" y="${height - barHeight}" width="${barWidth}" height="${barHeight}" rx="3" fill="#fff" fill-opacity="0.22"/>`;
  }).join("");
  const stage = `<rect x="0" y="${Math.round(height * 0.94)}" width="${width}" height="${Math.round(height * 0.06)}" fill="#000" fill-opacity="0.35"/>`;
  return `${beams}${bars}${stage}`;
}

/** Strings of bunting across the top and confetti. */
function festival(hash: number, width: number, height: number, hue: number): string {
  const flags: string[] = [];
  for (let row = 0; row < 2; row++) {
    const sag = Math.round(height * (0.08 + row * 0.1));
    const top = Math.round(height * (0.03 + row * 0.09));
    const count = 16;
    const step = width / count;
    for (let i = 0; i < count; i++) {
      const t = (i + 0.5) / count;
      const y = Math.round(top + sag * 4 * t * (1 - t));
      const x = Math.round(i * step);
      const color = `hsl(${(hue + 60 * ((i + row + bits(hash, 5, 6)) % 6)) % 360},85%,62%)`;
      flags.push(
        `<polygon points="${x + 4},${y} ${Math.round(x + step - 4)},${y} ${Math.round(x + step / 2)},${y + Math.round(step * 0.8)}" fill="${color}" fill-opacity="0.75"/>`,
      );
    }
  }
  const confetti = Array.from({ length: 36 }, (_, i) => {
    const seed = (Math.imul(hash ^ (i * 0x9e3779b9), 0x85ebca6b) >>> 0) % 100_000;
    const x = Math.round(width * 0.45 + ((seed % 997) * (width * 0.55)) / 997);
    const y = Math.round(height * 0.3 + (((seed >>> 3) % 991) * (height * 0.65)) / 991);
    const color = `hsl(${(hue + (seed % 6) * 60) % 360},90%,70%)`;
    return `<rect x="${x}" y="${y}" width="14" height="6" rx="2" fill="${color}" fill-opacity="0.7" transform="rotate(${seed % 180} ${x} ${y})"/>`;
  }).join("");
  return `${flags.join("")}${confetti}`;
}

/** A pitch seen from above: outline, halfway line, centre circle and goal boxes, with stripes. */
function sport(_hash: number, width: number, height: number): string {
  const stripes = Array.from({ length: 10 }, (_, i) =>
    i % 2 === 0
      ? `<rect x="${Math.round((i * width) / 10)}" y="0" width="${Math.round(width / 10)}" height="${height}" fill="#fff" fill-opacity="0.04"/>`
      : "",
  ).join("");
  const m = Math.round(height * 0.08);
  const line = 'fill="none" stroke="#fff" stroke-opacity="0.32" stroke-width="6"';
  const cx = Math.round(width / 2);
  const cy = Math.round(height / 2);
  const box = Math.round(height * 0.45);
  const pitch = [
    `<rect x="${m}" y="${m}" width="${width - 2 * m}" height="${height - 2 * m}" ${line}/>`,
    `<line x1="${cx}" y1="${m}" x2="${cx}" y2="${height - m}" ${line}/>`,
    `<circle cx="${cx}" cy="${cy}" r="${Math.round(height * 0.16)}" ${line}/>`,
    `<rect x="${m}" y="${cy - box / 2}" width="${Math.round(width * 0.12)}" height="${box}" ${line}/>`,
    `<rect x="${width - m - Math.round(width * 0.12)}" y="${cy - box / 2}" width="${Math.round(width * 0.12)}" height="${box}" ${line}/>`,
  ].join("");
  const ball = `<circle cx="${Math.round(width * 0.84)}" cy="${Math.round(height * 0.76)}" r="${Math.round(height * 0.06)}" fill="#fff" fill-opacity="0.85"/>`;
  return `${stripes}${pitch}${ball}`;
}

/** A rising sun and a road running to the horizon, with lane dashes and a chequered finish. */
function funRun(hash: number, width: number, height: number, hue: number): string {
  const horizon = Math.round(height * 0.55);
  const sunX = Math.round(width * (0.84 + bits(hash, 4, 6) / 100));
  const sun = `<circle cx="${sunX}" cy="${horizon}" r="${Math.round(height * 0.14)}" fill="hsl(${(hue + 190) % 360},95%,62%)" fill-opacity="0.8"/>`;
  const ground = `<rect x="0" y="${horizon}" width="${width}" height="${height - horizon}" fill="#000" fill-opacity="0.25"/>`;
  const vanish = Math.round(width * 0.66);
  const road = `<polygon points="${vanish - 6},${horizon} ${vanish + 6},${horizon} ${width + 80},${height} ${Math.round(width * 0.35)},${height}" fill="#1f2937" fill-opacity="0.75"/>`;
  const dashes = Array.from({ length: 6 }, (_, i) => {
    const t0 = (i + 0.2) / 6;
    const t1 = (i + 0.6) / 6;
    const at = (t: number) => ({
      x: Math.round(vanish + (Math.round(width * 0.87) - vanish) * t * t),
      y: Math.round(horizon + (height - horizon) * t * t),
    });
    const a = at(t0);
    const b = at(t1);
    return `<line x1="${a.x}" y1="${a.y}" x2="${b.x}" y2="${b.y}" stroke="#fff" stroke-opacity="0.8" stroke-width="${Math.max(2, Math.round(10 * t1))}"/>`;
  }).join("");
  const cell = Math.round(height * 0.035);
  const columns = Math.ceil(width / cell);
  const finish = Array.from({ length: 2 * columns }, (_, i) => {
    const col = i % columns;
    const row = Math.floor(i / columns);
    return (col + row) % 2 === 0
      ? `<rect x="${col * cell}" y="${row * cell}" width="${cell}" height="${cell}" fill="#fff" fill-opacity="0.35"/>`
      : "";
  }).join("");
  return `${sun}${ground}${road}${dashes}${finish}`;
}

/** The `<defs>` and the drawing behind a poster's text for one kind of event. */
export function posterBackground(
  kind: EventCategory,
  hash: number,
  width: number,
  height: number,
): { defs: string; art: string } {
  const { defs, hue } = gradient(kind, hash);
  const art =
    kind === "concert"
      ? concert(hash, width, height, hue)
      : kind === "festival"
        ? festival(hash, width, height, hue)
        : kind === "sport"
          ? sport(hash, width, height)
          : funRun(hash, width, height, hue);
  // A soft shade on the left keeps the white title readable over any motif.
  const shade = `<linearGradient id="s" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient>`;
  return {
    defs: `${defs}${shade}`,
    art: `<rect width="100%" height="100%" fill="url(#g)"/>${art}<rect width="100%" height="100%" fill="url(#s)"/>`,
  };
}
