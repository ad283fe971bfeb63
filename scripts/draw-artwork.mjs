// Draws TripMate's original artwork: flat SVG scenes of the eight destinations, the hero slides and the testimonial
// avatars. Nothing here is traced or copied from photographs, so the images are ours to license (see
// content/CREDITS.md). Run `node scripts/draw-artwork.mjs` after changing a scene; the SVGs are committed.
// Scenes are drawn on a 1600×900 canvas; 4:3 covers and gallery images are a crop of the same canvas.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, 'client/public/images');

const W = 1600;
const H = 900;

/** A small deterministic random generator, so every run draws the same hills. */
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const r1 = (n) => Math.round(n * 10) / 10;

const palettes = {
  dawn: {
    skyTop: '#f7b267',
    skyBottom: '#fde4c3',
    sun: '#fff3d6',
    far: '#c98b7b',
    mid: '#7f6b7d',
    near: '#3f4a5a',
    sea1: '#8fb8c9',
    sea2: '#3d7a92',
    haze: '#fbe3c8',
  },
  day: {
    skyTop: '#5fb0e6',
    skyBottom: '#d8f0fb',
    sun: '#fff6c9',
    far: '#8dbf9b',
    mid: '#4f9a6a',
    near: '#2f6e4a',
    sea1: '#4cc3c9',
    sea2: '#0f7d94',
    haze: '#e7f6f8',
  },
  dusk: {
    skyTop: '#3b3f7a',
    skyBottom: '#f08a5d',
    sun: '#ffd166',
    far: '#8b5a7a',
    mid: '#56406b',
    near: '#2a2545',
    sea1: '#e89a7a',
    sea2: '#3b3f7a',
    haze: '#f6b28f',
  },
  mist: {
    skyTop: '#a9c5c9',
    skyBottom: '#eef3ee',
    sun: '#ffffff',
    far: '#b9cfc4',
    mid: '#7fa893',
    near: '#3e6f58',
    sea1: '#9cc9c9',
    sea2: '#4b8a94',
    haze: '#f1f5f0',
  },
};

function sky(p, id = 's') {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs><rect width="${W}" height="${H}" fill="url(#${id})"/>`;
}

function sun(x, y, r, color, glow = 0.25) {
  return `<circle cx="${x}" cy="${y}" r="${r * 1.8}" fill="${color}" opacity="${glow}"/><circle cx="${x}" cy="${y}" r="${r}" fill="${color}"/>`;
}

/** A smooth ridge line from left to right, filled down to the bottom edge. */
function ridge(seed, base, amp, color, steps = 8, bottom = H) {
  const rand = rng(seed);
  const pts = [];
  for (let i = 0; i <= steps; i += 1) pts.push([(W / steps) * i, base - rand() * amp]);
  let d = `M0 ${bottom}L${r1(pts[0][0])} ${r1(pts[0][1])}`;
  for (let i = 0; i < pts.length - 1; i += 1) {
    const [x, y] = pts[i];
    const [nx, ny] = pts[i + 1];
    d += `Q${r1(x)} ${r1(y)} ${r1((x + nx) / 2)} ${r1((y + ny) / 2)}`;
  }
  d += `L${W} ${r1(pts.at(-1)[1])}L${W} ${bottom}Z`;
  return `<path d="${d}" fill="${color}"/>`;
}

function sea(y, p, id = 'w') {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sea1}"/><stop offset="1" stop-color="${p.sea2}"/></linearGradient></defs><rect y="${y}" width="${W}" height="${H - y}" fill="url(#${id})"/>`;
}

function waves(y0, count, color, seed = 3) {
  const rand = rng(seed);
  let s = '';
  for (let i = 0; i < count; i += 1) {
    const x = rand() * W;
    const y = y0 + rand() * (H - y0);
    const w = 40 + rand() * 90;
    s += `M${r1(x)} ${r1(y)}q${r1(w / 2)} -8 ${r1(w)} 0`;
  }
  return `<path d="${s}" stroke="${color}" stroke-width="4" fill="none" stroke-linecap="round" opacity=".55"/>`;
}

function palm(x, y, h, lean, color = '#1f3b2d') {
  const tx = x + lean;
  const ty = y - h;
  let fronds = '';
  for (const a of [-150, -115, -80, -45, -10, 25]) {
    const rad = (a * Math.PI) / 180;
    const len = h * 0.42;
    const ex = tx + Math.cos(rad) * len;
    const ey = ty + Math.sin(rad) * len * 0.6 + len * 0.25;
    const cx = tx + Math.cos(rad) * len * 0.5;
    const cy = ty + Math.sin(rad) * len * 0.5 - len * 0.18;
    fronds += `<path d="M${r1(tx)} ${r1(ty)}Q${r1(cx)} ${r1(cy)} ${r1(ex)} ${r1(ey)}Q${r1(cx + 6)} ${r1(cy + 16)} ${r1(tx)} ${r1(ty)}Z"/>`;
  }
  return `<g fill="${color}"><path d="M${x - 7} ${y}Q${x + lean * 0.2} ${y - h * 0.5} ${tx - 3} ${ty}L${tx + 3} ${ty}Q${x + lean * 0.2 + 8} ${y - h * 0.5} ${x + 7} ${y}Z"/>${fronds}</g>`;
}

function trees(seed, y, count, color, size = 30) {
  const rand = rng(seed);
  let s = '';
  for (let i = 0; i < count; i += 1) {
    const x = rand() * W;
    const r = size * (0.6 + rand() * 0.7);
    s += `<circle cx="${r1(x)}" cy="${r1(y - r * 0.4 + rand() * 20)}" r="${r1(r)}"/>`;
  }
  return `<g fill="${color}">${s}</g>`;
}

function sigiriyaRock(cx, base, w, h, color, shade) {
  const l = cx - w / 2;
  const r = cx + w / 2;
  const top = base - h;
  return `<path d="M${l} ${base}C${l + w * 0.05} ${base - h * 0.55} ${l + w * 0.02} ${top + h * 0.2} ${l + w * 0.14} ${top + 8}Q${cx} ${top - 14} ${r - w * 0.1} ${top + 4}C${r - w * 0.02} ${top + h * 0.25} ${r + w * 0.04} ${base - h * 0.5} ${r} ${base}Z" fill="${color}"/><path d="M${cx + w * 0.12} ${top + 6}C${r - w * 0.05} ${top + h * 0.3} ${r + w * 0.02} ${base - h * 0.5} ${r} ${base}L${cx + w * 0.22} ${base}C${cx + w * 0.25} ${base - h * 0.4} ${cx + w * 0.2} ${top + h * 0.3} ${cx + w * 0.12} ${top + 6}Z" fill="${shade}" opacity=".6"/><path d="M${l + w * 0.16} ${top + 10}h${w * 0.66}" stroke="${shade}" stroke-width="6" opacity=".5"/>`;
}

function stupa(cx, base, size, color, spire = '#d9b44a') {
  const r = size / 2;
  return `<g><rect x="${cx - r * 1.2}" y="${base - size * 0.12}" width="${r * 2.4}" height="${size * 0.12}" fill="${color}"/><path d="M${cx - r} ${base - size * 0.12}A${r} ${r * 0.95} 0 0 1 ${cx + r} ${base - size * 0.12}Z" fill="${color}"/><rect x="${cx - r * 0.22}" y="${base - size * 0.12 - r * 1.15}" width="${r * 0.44}" height="${r * 0.25}" fill="${color}"/><path d="M${cx - r * 0.12} ${base - size * 0.12 - r * 0.9}L${cx} ${base - size * 0.12 - r * 1.9}L${cx + r * 0.12} ${base - size * 0.12 - r * 0.9}Z" fill="${spire}"/></g>`;
}

function elephant(x, y, s, color = '#4a4a52', flip = false) {
  const t = `translate(${x} ${y}) scale(${flip ? -s : s} ${s})`;
  return `<g transform="${t}" fill="${color}"><path d="M-60 -20C-62 -62 -20 -80 20 -74C52 -70 70 -52 72 -30C86 -34 96 -20 94 4L90 40L80 40L80 8C76 0 72 -4 68 -4L66 40H52L50 6H-30L-32 40H-46L-48 6C-56 2 -60 -6 -60 -20Z"/><path d="M60 -40C74 -44 92 -36 96 -14C100 10 92 32 84 44L76 42C82 30 86 10 80 -6C74 -18 66 -22 60 -22Z"/><path d="M36 -54C20 -50 16 -22 30 -10C44 -2 56 -18 54 -36Z" fill="#000" opacity=".12"/><path d="M-60 -18C-70 -12 -72 0 -68 8" stroke="${color}" stroke-width="4" fill="none"/></g>`;
}

function leopard(x, y, s, flip = false) {
  const t = `translate(${x} ${y}) scale(${flip ? -s : s} ${s})`;
  let spots = '';
  const rand = rng(11);
  for (let i = 0; i < 22; i += 1)
    spots += `<circle cx="${r1(-50 + rand() * 95)}" cy="${r1(-34 + rand() * 26)}" r="${r1(2.5 + rand() * 2.5)}"/>`;
  return `<g transform="${t}"><path d="M-70 -10C-100 -10 -110 10 -96 20C-90 12 -84 6 -70 4Z" fill="#c98a2e"/><path d="M-64 -14C-60 -40 -20 -42 20 -40C40 -40 52 -44 62 -52C66 -60 78 -62 86 -56C96 -50 98 -40 94 -34C90 -28 82 -28 76 -24C70 -14 66 -4 66 8L60 10L56 -6L40 -4L44 10L36 12L30 -2C10 2 -20 2 -40 -2L-44 10L-52 10L-52 -4C-60 -4 -66 -8 -64 -14Z" fill="#d99a3a"/><g fill="#3a2a1a" opacity=".85">${spots}<circle cx="84" cy="-46" r="2.5"/></g><path d="M78 -60l4 -8l6 8z" fill="#d99a3a"/></g>`;
}

function peacock(x, y, s) {
  let fan = '';
  for (let i = 0; i < 13; i += 1) {
    const a = Math.PI + (Math.PI * i) / 12;
    const ex = Math.cos(a) * 70;
    const ey = Math.sin(a) * 70;
    fan += `<line x1="0" y1="0" x2="${r1(ex)}" y2="${r1(ey)}" stroke="#2f7d4f" stroke-width="7"/><circle cx="${r1(ex)}" cy="${r1(ey)}" r="7" fill="#1c4f8a"/><circle cx="${r1(ex)}" cy="${r1(ey)}" r="3" fill="#e0b83a"/>`;
  }
  return `<g transform="translate(${x} ${y}) scale(${s})">${fan}<path d="M-8 0C-10 -20 -6 -40 2 -46C8 -50 12 -44 8 -38C4 -28 8 -12 12 0Z" fill="#1f5fa8"/><circle cx="6" cy="-46" r="6" fill="#1f5fa8"/><path d="M12 -46l8 2l-8 2z" fill="#444"/><path d="M-2 0l-4 22M6 0l4 22" stroke="#555" stroke-width="3"/></g>`;
}

function nineArchBridge(x, y, w, h, color, dark, train = true) {
  const span = w / 9;
  let arches = '';
  for (let i = 0; i < 9; i += 1) {
    const ax = x + span * i + span * 0.18;
    const aw = span * 0.64;
    arches += `M${r1(ax)} ${y + h}V${r1(y + h * 0.3)}A${r1(aw / 2)} ${r1(aw / 2)} 0 0 1 ${r1(ax + aw)} ${r1(y + h * 0.42)}V${y + h}Z`;
  }
  const tr = train
    ? `<g><rect x="${x + w * 0.18}" y="${y - 44}" width="${w * 0.42}" height="44" rx="6" fill="#1e4e8c"/><rect x="${x + w * 0.18}" y="${y - 40}" width="${w * 0.42}" height="10" fill="#c23b22"/><g fill="#dbe9f5">${Array.from({ length: 10 }, (_, i) => `<rect x="${r1(x + w * 0.2 + i * w * 0.04)}" y="${y - 26}" width="${r1(w * 0.025)}" height="12"/>`).join('')}</g></g>`
    : '';
  return `<g><rect x="${x - 20}" y="${y}" width="${w + 40}" height="16" fill="${dark}"/><path d="M${x} ${y + 16}H${x + w}V${y + h}H${x}Z" fill="${color}"/><path d="${arches}" fill="${dark}" opacity=".85"/>${tr}</g>`;
}

function teaRows(seed, base, amp, color, rowColor) {
  const hill = ridge(seed, base, amp, color, 5);
  let rows = '';
  for (let i = 0; i < 9; i += 1) {
    const y = base + 30 + i * 42;
    rows += `M-20 ${y}Q${W / 3} ${y - 40 - i * 3} ${W / 2} ${y - 10}T${W + 20} ${y - 20}`;
  }
  return `${hill}<path d="${rows}" stroke="${rowColor}" stroke-width="14" stroke-linecap="round" stroke-dasharray="2 26" fill="none"/>`;
}

function kite(x, y, s, c1, c2) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -30L22 0L0 40L-22 0Z" fill="${c1}"/><path d="M0 -30L22 0L0 0Z" fill="${c2}"/><path d="M0 40q10 30 -6 60q-12 25 4 50" stroke="#333" stroke-width="2" fill="none"/></g>`;
}

function boat(x, y, s, color = '#7a3b1f') {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-60 0Q0 18 60 0L52 -8H-52Z" fill="${color}"/><path d="M-30 -8V-24M30 -8V-24M-40 -24H40" stroke="${color}" stroke-width="4"/><path d="M-40 14H40" stroke="${color}" stroke-width="5"/><path d="M0 -8V-70L34 -20Z" fill="#f4e9d8"/></g>`;
}

function stiltFisher(x, y, s, color = '#1d1b2e') {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${color}" stroke="${color}"><path d="M0 0V-120M-14 -78H16" stroke-width="5" fill="none"/><circle cx="0" cy="-128" r="9"/><path d="M-8 -118H8L6 -92H-6Z"/><path d="M-4 -94L-12 -80M4 -94L14 -80" stroke-width="5"/><path d="M8 -112L60 -150" stroke-width="2.5" fill="none"/><path d="M60 -150V-110" stroke-width="1" fill="none"/></g>`;
}

function surfer(x, y, s, color = '#1c2a3a') {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${color}"><path d="M-42 6Q0 -6 44 2Q0 12 -42 6Z" fill="#f2c14e"/><circle cx="4" cy="-52" r="7"/><path d="M0 -44L8 -44L12 -20L20 2L14 2L4 -18L-6 2L-12 2L-2 -22Z"/><path d="M2 -40L-20 -30M8 -40L28 -46" stroke="${color}" stroke-width="5"/></g>`;
}

function whaleTail(x, y, s, color = '#2b3a55') {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${color}"><path d="M-8 40C-6 10 -4 -10 0 -20C4 -10 6 10 8 40Z"/><path d="M0 -18C-20 -30 -60 -30 -90 -58C-70 -60 -30 -56 -6 -40C-2 -36 0 -30 0 -18ZM0 -18C20 -30 60 -30 90 -58C70 -60 30 -56 6 -40C2 -36 0 -30 0 -18Z"/><path d="M-90 40Q0 28 90 40" stroke="#fff" stroke-width="4" opacity=".5" fill="none"/></g>`;
}

function lotusTower(x, base, h) {
  const top = base - h;
  return `<g><path d="M${x - 10} ${base}L${x - 5} ${top + 90}H${x + 5}L${x + 10} ${base}Z" fill="#5b8f5a"/><path d="M${x} ${top + 100}C${x - 34} ${top + 80} ${x - 30} ${top + 30} ${x} ${top}C${x + 30} ${top + 30} ${x + 34} ${top + 80} ${x} ${top + 100}Z" fill="#b04a8f"/><path d="M${x} ${top + 100}C${x - 14} ${top + 70} ${x - 10} ${top + 30} ${x} ${top + 8}" stroke="#e48fc4" stroke-width="4" fill="none"/><path d="M${x - 3} ${top}V${top - 60}h6V${top}Z" fill="#5b8f5a"/></g>`;
}

function skyline(seed, base, color, windows, tall = 1) {
  const rand = rng(seed);
  let s = '';
  let w = '';
  let x = 0;
  while (x < W) {
    const bw = 50 + rand() * 70;
    const bh = (60 + rand() * 200) * tall;
    s += `<rect x="${r1(x)}" y="${r1(base - bh)}" width="${r1(bw - 6)}" height="${r1(bh)}"/>`;
    for (let wy = base - bh + 16; wy < base - 20; wy += 28) w += `M${r1(x + 10)} ${r1(wy)}h${r1(bw - 26)}`;
    x += bw;
  }
  return `<g fill="${color}">${s}</g><path d="${w}" stroke="${windows}" stroke-width="5" stroke-dasharray="8 8" opacity=".5"/>`;
}

function toothTemple(cx, base, s) {
  // The Temple of the Tooth: a white palace front with tiled roofs and the octagonal Paththirippuwa in front.
  const t = `translate(${cx} ${base}) scale(${s})`;
  return `<g transform="${t}"><rect x="-260" y="-90" width="520" height="90" fill="#f5efe4"/><path d="M-280 -90L-240 -130H240L280 -90Z" fill="#a8442e"/><g fill="#c9b99e">${Array.from({ length: 12 }, (_, i) => `<rect x="${-240 + i * 42}" y="-70" width="16" height="40"/>`).join('')}</g><rect x="-60" y="-170" width="120" height="170" fill="#fbf7ef"/><path d="M-80 -170L-40 -215H40L80 -170Z" fill="#a8442e"/><path d="M-40 -215L-20 -240H20L40 -215Z" fill="#8e3523"/><g fill="#c9b99e"><rect x="-44" y="-150" width="18" height="36"/><rect x="-9" y="-150" width="18" height="36"/><rect x="26" y="-150" width="18" height="36"/><rect x="-44" y="-96" width="18" height="36"/><rect x="26" y="-96" width="18" height="36"/></g><rect x="-14" y="-60" width="28" height="60" fill="#7a5a3a"/><path d="M-300 0Q-285 -16 -270 0Q-255 -16 -240 0Q-225 -16 -210 0Q-195 -16 -180 0Q-165 -16 -150 0Q-135 -16 -120 0Q-105 -16 -90 0Q-75 -16 -60 0Q-45 -16 -30 0Q-15 -16 0 0Q15 -16 30 0Q45 -16 60 0Q75 -16 90 0Q105 -16 120 0Q135 -16 150 0Q165 -16 180 0Q195 -16 210 0Q225 -16 240 0Q255 -16 270 0Q285 -16 300 0V14H-300Z" fill="#fffdf7"/></g>`;
}

function vatadage(cx, base, s, stone, dark) {
  let pillars = '';
  for (let i = 0; i < 11; i += 1)
    pillars += `<rect x="${-150 + i * 29}" y="${i % 3 === 1 ? -60 : -110}" width="12" height="${i % 3 === 1 ? 60 : 110}" fill="${stone}"/>`;
  return `<g transform="translate(${cx} ${base}) scale(${s})"><path d="M-260 0H260V-50H-260Z" fill="${stone}"/><path d="M-200 -50H200V-90H-200Z" fill="${dark}" opacity=".8"/><path d="M-180 -90H180V-100H-180Z" fill="${stone}"/><path d="M-40 0V-90H40V0Z" fill="${dark}" opacity=".5"/><g fill="${stone}">${Array.from({ length: 6 }, (_, i) => `<rect x="${-40 + i * 4}" y="${-15 * i - 10}" width="${80 - i * 8}" height="12"/>`).join('')}</g><path d="M-110 -100A110 70 0 0 1 110 -100Z" fill="${dark}" opacity=".55"/><g transform="translate(0 -100)">${pillars}</g></g>`;
}

function galVihara(x, base, s, rock, carve) {
  // A granite face with a reclining figure and a standing figure cut into it, drawn in plain outline.
  return `<g transform="translate(${x} ${base}) scale(${s})"><path d="M-420 0C-430 -160 -380 -260 -200 -270C0 -280 260 -260 360 -200C420 -160 430 -60 420 0Z" fill="${rock}"/><path d="M-300 -20H300V-260" fill="none"/><rect x="-240" y="-200" width="74" height="190" rx="30" fill="${carve}" opacity=".45"/><circle cx="-203" cy="-210" r="22" fill="${carve}" opacity=".55"/><path d="M-120 -30H330Q350 -30 350 -60Q350 -84 320 -84H-60Q-100 -110 -120 -84Q-140 -60 -120 -30Z" fill="${carve}" opacity=".5"/><circle cx="-92" cy="-92" r="28" fill="${carve}" opacity=".6"/><rect x="-150" y="-70" width="46" height="40" rx="14" fill="${carve}" opacity=".45"/></g>`;
}

function lionPaws(cx, base, s, stone, dark) {
  const paw = (dx) =>
    `<g transform="translate(${dx} 0)"><path d="M-80 0V-150Q-80 -190 -40 -190H40Q80 -190 80 -150V0Z" fill="${stone}"/><g fill="${dark}" opacity=".55"><path d="M-70 0q10 -40 20 0zM-30 0q10 -44 20 0zM10 0q10 -44 20 0zM50 0q10 -40 20 0z"/></g><path d="M-80 -110H80" stroke="${dark}" stroke-width="5" opacity=".4"/></g>`;
  let steps = '';
  for (let i = 0; i < 12; i += 1)
    steps += `<rect x="${-50 + i * 2}" y="${-14 - i * 16}" width="${100 - i * 4}" height="10" fill="${dark}" opacity=".5"/>`;
  return `<g transform="translate(${cx} ${base}) scale(${s})">${paw(-150)}${paw(150)}${steps}<path d="M-50 -192L-40 -360M50 -192L40 -360" stroke="#6a5a4a" stroke-width="4"/></g>`;
}

function jeep(x, y, s) {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-90 -10V-50L-60 -60H50L70 -40H92V-10Z" fill="#3f6b3a"/><path d="M-80 -60V-100H60V-60" stroke="#2d2d2d" stroke-width="5" fill="none"/><path d="M-84 -100H66" stroke="#2d2d2d" stroke-width="8"/><circle cx="-52" cy="-8" r="20" fill="#222"/><circle cx="56" cy="-8" r="20" fill="#222"/><circle cx="-52" cy="-8" r="8" fill="#888"/><circle cx="56" cy="-8" r="8" fill="#888"/><circle cx="-20" cy="-76" r="9" fill="#6b4a34"/><circle cx="20" cy="-76" r="9" fill="#3a2a20"/></g>`;
}

function pavilion(cx, base, s, roof, wall) {
  return `<g transform="translate(${cx} ${base}) scale(${s})"><rect x="-90" y="-8" width="180" height="14" fill="#e8e2d6"/><g fill="${wall}"><rect x="-70" y="-80" width="10" height="72"/><rect x="-30" y="-80" width="10" height="72"/><rect x="20" y="-80" width="10" height="72"/><rect x="60" y="-80" width="10" height="72"/></g><path d="M-100 -78L-40 -130H40L100 -78Z" fill="${roof}"/></g>`;
}

function reflection(y, color) {
  return `<rect y="${y}" width="${W}" height="${H - y}" fill="${color}" opacity=".25"/>`;
}

function rockBoulders(seed, y, color) {
  const rand = rng(seed);
  let s = '';
  for (let i = 0; i < 3; i += 1) {
    const x = 200 + rand() * 1200;
    const w = 160 + rand() * 200;
    s += `<ellipse cx="${r1(x)}" cy="${y}" rx="${r1(w)}" ry="${r1(w * 0.45)}"/>`;
  }
  return `<g fill="${color}">${s}</g>`;
}

// ---------- Scenes: each returns the SVG body on the 1600×900 canvas; `fx` is the horizontal focus for crops. ----------

const scenes = {
  sigiriyaDawn: (p = palettes.dawn) => ({
    fx: 820,
    body: `${sky(p)}${sun(1180, 300, 60, p.sun)}${ridge(4, 650, 90, p.far)}${sigiriyaRock(820, 700, 520, 420, '#8a5a44', '#4d2f27')}${ridge(7, 720, 60, p.mid, 10)}${trees(5, 760, 40, p.near, 36)}<rect y="780" width="${W}" height="120" fill="${p.near}"/>`,
  }),
  sigiriyaGardens: (p = palettes.day) => ({
    fx: 800,
    body: `${sky(p)}${ridge(8, 560, 60, p.far)}${sigiriyaRock(800, 600, 440, 360, '#9a6650', '#5a3a2e')}${trees(9, 620, 30, p.mid, 40)}<rect y="620" width="${W}" height="280" fill="#8fbf6a"/><path d="M800 620L400 900H1200Z" fill="#c9b58c"/><rect x="690" y="700" width="220" height="200" fill="#3f9fb8"/><rect x="720" y="730" width="160" height="170" fill="#58b8cf"/><path d="M540 900L720 640M1060 900L880 640" stroke="#6d8f4a" stroke-width="10"/>${palm(420, 760, 220, -20, '#2f5a3a')}${palm(1180, 760, 230, 25, '#2f5a3a')}`,
  }),
  sigiriyaPaws: (p = palettes.day) => ({
    fx: 800,
    body: `${sky(p)}<path d="M0 0H1600V900H0Z" fill="#a06a50" opacity=".9"/><path d="M0 0C300 80 1300 60 1600 0V200C1200 240 400 250 0 200Z" fill="${p.skyBottom}"/>${lionPaws(800, 820, 1.4, '#c4a27a', '#5a3a2a')}<rect y="820" width="${W}" height="80" fill="#6b8f4a"/>${trees(21, 860, 14, '#3f6b3a', 50)}`,
  }),
  sigiriyaPidurangala: (p = palettes.mist) => ({
    fx: 760,
    body: `${sky(p)}${sun(300, 250, 50, '#fff3d6', 0.4)}${ridge(31, 600, 80, p.far)}${sigiriyaRock(760, 640, 300, 260, '#7a6a66', '#4a3e3e')}<rect y="600" width="${W}" height="60" fill="${p.haze}" opacity=".7"/>${ridge(33, 700, 60, p.mid)}${trees(34, 720, 50, p.mid, 30)}<path d="M0 900V760Q200 700 500 740T1100 720Q1400 700 1600 760V900Z" fill="#6e5a4e"/><g fill="#2a2a36"><circle cx="520" cy="690" r="10"/><path d="M512 700h16l4 40h-24z"/><circle cx="560" cy="694" r="9"/><path d="M553 703h14l3 37h-20z"/></g>`,
  }),
  ellaBridge: (p = palettes.day) => ({
    fx: 800,
    body: `${sky(p)}${ridge(41, 380, 120, p.far, 6)}${teaRows(42, 470, 80, p.mid, '#2f7a4c')}<path d="M200 900L480 440Q800 560 1120 440L1400 900Z" fill="#2f5a3a"/>${trees(44, 640, 16, '#3d6b46', 50)}${nineArchBridge(300, 430, 1000, 380, '#b98a66', '#4a3a2a')}${trees(43, 760, 30, p.near, 60)}<rect y="800" width="${W}" height="100" fill="${p.near}"/>`,
  }),
  ellaBridgeDusk: (p = palettes.dusk) => scenes.ellaBridge(p),
  ellaLittleAdams: (p = palettes.dawn) => ({
    fx: 760,
    body: `${sky(p)}${sun(600, 420, 55, p.sun)}${ridge(51, 520, 40, p.far, 4)}<path d="M0 900V620Q400 590 640 600L900 240Q960 220 1000 260L1300 560Q1450 600 1600 600V900Z" fill="${p.mid}"/><path d="M900 240Q960 220 1000 260L1040 300Q960 270 900 300Z" fill="${p.near}"/>${teaRows(52, 720, 40, '#5d8f54', '#2f6a3e')}<path d="M640 600Q760 420 900 250" stroke="#e9d9b0" stroke-width="8" stroke-dasharray="12 10" fill="none"/>`,
  }),
  ellaTea: (p = palettes.mist) => ({
    fx: 800,
    body: `${sky(p)}${ridge(61, 320, 80, p.far, 5)}${teaRows(62, 420, 60, '#6fa36a', '#2f6a3e')}<g transform="translate(820 690)"><path d="M-30 0Q-34 -70 0 -90Q34 -70 30 0Z" fill="#c8412f"/><circle cx="0" cy="-110" r="20" fill="#6b4a34"/><path d="M-22 -118Q0 -150 22 -118Z" fill="#e3b23c"/><path d="M-20 -110V-160Q0 -176 20 -160V-110" fill="none" stroke="#8a6a3a" stroke-width="4"/><path d="M-26 -156Q0 -200 26 -156Z" fill="#b8843a"/></g><g transform="translate(560 760) scale(.8)"><path d="M-30 0Q-34 -70 0 -90Q34 -70 30 0Z" fill="#2a7ab8"/><circle cx="0" cy="-110" r="20" fill="#5a3a28"/><path d="M-26 -156Q0 -200 26 -156Z" fill="#b8843a"/></g>`,
  }),
  mirissaBeach: (p = palettes.day) => ({
    fx: 800,
    body: `${sky(p)}${sun(1300, 180, 50, p.sun)}${sea(430, p)}${waves(450, 18, '#ffffff')}<path d="M0 620Q500 540 1000 600T1600 580V900H0Z" fill="#f1dca7"/><path d="M0 640Q500 560 1000 620T1600 600" stroke="#fff" stroke-width="10" opacity=".6" fill="none"/>${palm(160, 760, 420, 60)}${palm(330, 800, 380, 90)}${palm(1420, 780, 440, -80)}${boat(900, 560, 1.1)}`,
  }),
  mirissaCoconutHill: (p = palettes.dusk) => ({
    fx: 820,
    body: `${sky(p)}${sun(980, 420, 70, p.sun, 0.35)}${sea(470, p)}${waves(490, 16, '#ffd9b0')}<path d="M300 900Q500 560 900 560Q1200 560 1400 900Z" fill="#2e2a3e"/>${palm(700, 600, 300, -30, '#1d1a2b')}${palm(780, 580, 340, 10, '#1d1a2b')}${palm(860, 580, 320, 40, '#1d1a2b')}${palm(960, 590, 300, 60, '#1d1a2b')}${palm(1040, 610, 280, 20, '#1d1a2b')}${palm(620, 640, 250, -50, '#1d1a2b')}`,
  }),
  mirissaWhale: (p = palettes.day) => ({
    fx: 800,
    body: `${sky(p)}${sea(360, p)}${waves(380, 30, '#ffffff', 71)}${whaleTail(800, 560, 2.2)}<path d="M560 650Q800 620 1040 650" stroke="#fff" stroke-width="10" opacity=".5" fill="none"/>${boat(1300, 430, 0.8, '#3b5c8a')}<g fill="#2b3a55"><path d="M300 520q30 -30 60 0q-30 -10 -60 0z"/><path d="M380 540q30 -30 60 0q-30 -10 -60 0z"/></g>`,
  }),
  colomboGalleFace: (p = palettes.dusk) => ({
    fx: 800,
    body: `${sky(p)}${sun(300, 520, 60, p.sun, 0.3)}${skyline(81, 600, '#2e2946', '#ffd58a')}${lotusTower(1180, 600, 470)}<rect y="600" width="${W}" height="300" fill="#5a8f4a"/><path d="M0 600H1600V640H0Z" fill="#c9b99e"/>${sea(780, p, 'w2')}${kite(420, 300, 1.6, '#e63946', '#ffd166')}${kite(700, 220, 1.2, '#2a9d8f', '#e9c46a')}${kite(960, 330, 1.4, '#f4a261', '#264653')}<g fill="#1c1a2a"><circle cx="480" cy="690" r="12"/><path d="M470 702h20l4 60h-28z"/><circle cx="900" cy="700" r="10"/><path d="M892 710h16l3 50h-22z"/></g>`,
  }),
  colomboSkyline: (p = palettes.day) => ({
    fx: 800,
    body: `${sky(p)}${skyline(82, 640, '#5a6a82', '#dbe9f5')}${lotusTower(800, 640, 560)}${skyline(83, 700, '#3c4a60', '#ffe8a8')}${sea(700, p)}${reflection(700, '#3c4a60')}${waves(720, 20, '#ffffff', 84)}`,
  }),
  colomboSeemaMalaka: (p = palettes.dawn) => ({
    fx: 800,
    body: `${sky(p)}${skyline(91, 520, p.far, p.haze)}${sea(520, { ...p, sea1: '#9ab7b8', sea2: '#51777c' })}${pavilion(560, 620, 1.4, '#2f3a48', '#f2eee6')}${pavilion(900, 600, 1.8, '#2f3a48', '#f2eee6')}${pavilion(1220, 620, 1.4, '#2f3a48', '#f2eee6')}<path d="M420 640H1360" stroke="#e8e2d6" stroke-width="10"/>${stupa(900, 480, 120, '#ffffff')}${waves(660, 16, '#ffffff', 92)}`,
  }),
  kandyLake: (p = palettes.day) => ({
    fx: 800,
    body: `${sky(p)}${ridge(101, 380, 140, p.far, 6)}${ridge(102, 470, 80, p.mid, 7)}${trees(103, 500, 40, p.near, 40)}${toothTemple(800, 560, 1.1)}${sea(575, { ...p, sea1: '#5c9c8f', sea2: '#2e6a63' })}<g transform="translate(0 1150) scale(1 -1)" opacity=".25">${toothTemple(800, 560, 1.1)}</g>${waves(620, 14, '#ffffff', 104)}`,
  }),
  kandyPerahera: (p = palettes.dusk) => ({
    fx: 800,
    body: `${sky(p)}${ridge(111, 480, 90, p.far)}<rect y="620" width="${W}" height="280" fill="#3a2f3f"/>${elephant(800, 640, 2.3, '#4d4652')}<path d="M620 470Q800 420 980 470L990 600H610Z" fill="#c9302c"/><path d="M640 490H960M640 530H960M640 570H960" stroke="#f2c14e" stroke-width="8" stroke-dasharray="4 10"/><circle cx="800" cy="540" r="22" fill="#f2c14e"/>${Array.from({ length: 7 }, (_, i) => `<circle cx="${260 + i * 180}" cy="${200 + (i % 2) * 40}" r="16" fill="#ffd166"/><circle cx="${260 + i * 180}" cy="${200 + (i % 2) * 40}" r="34" fill="#ffd166" opacity=".25"/>`).join('')}<g fill="#1e1a28"><circle cx="360" cy="690" r="16"/><path d="M344 706h32l8 120h-48z"/><circle cx="1240" cy="690" r="16"/><path d="M1224 706h32l8 120h-48z"/></g>`,
  }),
  kandyPeradeniya: (p = palettes.day) => ({
    fx: 800,
    body: `${sky(p)}<rect y="560" width="${W}" height="340" fill="#7fb35a"/><path d="M760 560L540 900H1060L840 560Z" fill="#d8c79a"/>${[0, 1, 2, 3, 4].map((i) => `${palm(700 - i * 70, 600 + i * 70, 200 + i * 60, -6, '#2f5a3a')}${palm(900 + i * 70, 600 + i * 70, 200 + i * 60, 6, '#2f5a3a')}`).join('')}${trees(121, 580, 20, '#4f8a4a', 60)}`,
  }),
  yalaLeopard: (p = palettes.dawn) => ({
    fx: 800,
    body: `${sky(p)}${sun(1240, 260, 55, p.sun)}${ridge(131, 620, 40, '#b8a06a', 6)}${trees(132, 640, 22, '#6a7a4a', 40)}<path d="M400 900Q420 640 700 600Q1000 580 1160 660Q1260 720 1280 900Z" fill="#9c8a7a"/><path d="M700 600Q1000 580 1160 660Q1000 640 760 650Z" fill="#b8a696"/>${leopard(880, 626, 2)}<rect y="860" width="${W}" height="40" fill="#7a6a4a"/>`,
  }),
  yalaElephants: (p = palettes.day) => ({
    fx: 800,
    body: `${sky({ ...p, skyTop: '#8cc6e8', skyBottom: '#f3ead2' })}${ridge(141, 560, 50, '#c3b27a', 6)}${trees(142, 580, 26, '#6f8a4a', 44)}<rect y="580" width="${W}" height="320" fill="#cdb98a"/><ellipse cx="820" cy="760" rx="560" ry="90" fill="#5f98a8"/>${elephant(640, 700, 1.6)}${elephant(980, 710, 1.9, '#55535c', true)}${elephant(820, 730, 0.9, '#5a5862')}`,
  }),
  yalaSafari: (p = palettes.day) => ({
    fx: 800,
    body: `${sky({ ...p, skyTop: '#7fbde4', skyBottom: '#f6efd9' })}${ridge(151, 560, 60, '#a9b27a', 6)}${rockBoulders(152, 580, '#8f8378')}<rect y="600" width="${W}" height="300" fill="#d2bf8f"/><path d="M0 820Q800 700 1600 820" stroke="#b59c6a" stroke-width="60" fill="none"/>${jeep(520, 800, 1.6)}${peacock(1080, 720, 1.5)}${trees(153, 620, 10, '#5f7a3a', 60)}`,
  }),
  polonnaruwaGalVihara: (p = palettes.day) => ({
    fx: 800,
    body: `${sky(p)}${trees(161, 440, 30, p.mid, 70)}${galVihara(800, 760, 1.4, '#8a8580', '#d8d2c8')}<rect y="760" width="${W}" height="140" fill="#b7a27c"/>${trees(162, 900, 10, p.near, 60)}`,
  }),
  polonnaruwaVatadage: (p = palettes.dawn) => ({
    fx: 800,
    body: `${sky(p)}${sun(1260, 280, 50, p.sun)}${trees(171, 560, 30, p.mid, 60)}<rect y="600" width="${W}" height="300" fill="#a9946a"/>${vatadage(800, 760, 1.5, '#c9b48e', '#6e5a44')}`,
  }),
  polonnaruwaReservoir: (p = palettes.dusk) => ({
    fx: 800,
    body: `${sky(p)}${sun(800, 470, 70, p.sun, 0.35)}${ridge(181, 500, 30, p.far, 6)}${sea(500, p)}${waves(520, 18, '#ffd9b0', 182)}${stupa(1240, 500, 150, '#3a2f4a')}${trees(183, 520, 14, '#2a2545', 30)}<path d="M0 760Q400 720 800 760T1600 740V900H0Z" fill="#2a2545"/>${palm(260, 800, 280, 30, '#1d1a2b')}`,
  }),
  weligamaSurf: (p = palettes.day) => ({
    fx: 800,
    body: `${sky(p)}${ridge(191, 420, 60, p.mid, 6)}${sea(440, p)}<path d="M0 560Q300 500 600 560T1200 560T1600 540V900H0Z" fill="#7fd3d3" opacity=".7"/><path d="M0 560Q300 500 600 560T1200 560T1600 540" stroke="#fff" stroke-width="14" fill="none" opacity=".9"/>${surfer(620, 580, 1.8)}${surfer(1100, 560, 1.3, '#3a2a2a')}<path d="M0 740Q700 680 1600 740V900H0Z" fill="#f1dca7"/>${palm(1450, 800, 380, -70)}`,
  }),
  weligamaTaprobane: (p = palettes.dusk) => ({
    fx: 820,
    body: `${sky(p)}${sun(1150, 400, 60, p.sun, 0.35)}${sea(460, p)}${waves(480, 16, '#ffd9b0', 201)}<path d="M600 560Q660 440 820 430Q980 440 1040 560Z" fill="#2e2a3e"/><rect x="770" y="430" width="110" height="50" fill="#f3e6d3"/><path d="M760 432L825 400L890 432Z" fill="#8e3523"/>${palm(690, 500, 140, -10, '#1d1a2b')}${palm(960, 500, 160, 20, '#1d1a2b')}<path d="M0 760Q700 700 1600 760V900H0Z" fill="#3a2f3f"/>`,
  }),
  stiltFishermen: (p = palettes.dusk) => ({
    fx: 800,
    body: `${sky(p)}${sun(820, 430, 90, p.sun, 0.3)}${sea(470, p)}${waves(480, 22, '#ffd9b0', 211)}${stiltFisher(520, 720, 1.6)}${stiltFisher(760, 700, 1.8)}${stiltFisher(1000, 730, 1.5)}${stiltFisher(1200, 720, 1.4)}`,
  }),
};

// ---------- The image set. `crop`: 'wide' keeps the 16:9 canvas, '4:3' cuts around the scene's focus. ----------

const images = [
  // Hero slides, first one also in index.html (keep it the lightest).
  ['hero/sigiriya.svg', 'sigiriyaDawn', 'wide'],
  ['hero/ella.svg', 'ellaBridge', 'wide'],
  ['hero/mirissa.svg', 'mirissaBeach', 'wide'],
  ['hero/kandy.svg', 'kandyLake', 'wide'],
  ['hero/yala.svg', 'yalaElephants', 'wide'],
  ['hero/polonnaruwa.svg', 'polonnaruwaVatadage', 'wide'],
  ['hero/colombo.svg', 'colomboGalleFace', 'wide'],
  ['hero/weligama.svg', 'weligamaSurf', 'wide'],
  ['hero/stilt-fishermen.svg', 'stiltFishermen', 'wide'],
  // Destination covers.
  ['covers/sigiriya.svg', 'sigiriyaGardens', '4:3'],
  ['covers/weligama.svg', 'weligamaSurf', '4:3'],
  ['covers/ella.svg', 'ellaBridgeDusk', '4:3'],
  ['covers/mirissa.svg', 'mirissaCoconutHill', '4:3'],
  ['covers/colombo.svg', 'colomboSkyline', '4:3'],
  ['covers/kandy.svg', 'kandyLake', '4:3'],
  ['covers/yala.svg', 'yalaLeopard', '4:3'],
  ['covers/polonnaruwa.svg', 'polonnaruwaGalVihara', '4:3'],
  // Galleries, three per destination.
  ['gallery/sigiriya-1.svg', 'sigiriyaPaws', '4:3'],
  ['gallery/sigiriya-2.svg', 'sigiriyaPidurangala', '4:3'],
  ['gallery/sigiriya-3.svg', 'sigiriyaDawn', '4:3'],
  ['gallery/weligama-1.svg', 'weligamaTaprobane', '4:3'],
  ['gallery/weligama-2.svg', 'stiltFishermen', '4:3'],
  ['gallery/weligama-3.svg', 'weligamaSurf', '4:3'],
  ['gallery/ella-1.svg', 'ellaBridge', '4:3'],
  ['gallery/ella-2.svg', 'ellaLittleAdams', '4:3'],
  ['gallery/ella-3.svg', 'ellaTea', '4:3'],
  ['gallery/mirissa-1.svg', 'mirissaWhale', '4:3'],
  ['gallery/mirissa-2.svg', 'mirissaBeach', '4:3'],
  ['gallery/mirissa-3.svg', 'mirissaCoconutHill', '4:3'],
  ['gallery/colombo-1.svg', 'colomboGalleFace', '4:3'],
  ['gallery/colombo-2.svg', 'colomboSeemaMalaka', '4:3'],
  ['gallery/colombo-3.svg', 'colomboSkyline', '4:3'],
  ['gallery/kandy-1.svg', 'kandyPerahera', '4:3'],
  ['gallery/kandy-2.svg', 'kandyPeradeniya', '4:3'],
  ['gallery/kandy-3.svg', 'kandyLake', '4:3'],
  ['gallery/yala-1.svg', 'yalaElephants', '4:3'],
  ['gallery/yala-2.svg', 'yalaSafari', '4:3'],
  ['gallery/yala-3.svg', 'yalaLeopard', '4:3'],
  ['gallery/polonnaruwa-1.svg', 'polonnaruwaVatadage', '4:3'],
  ['gallery/polonnaruwa-2.svg', 'polonnaruwaGalVihara', '4:3'],
  ['gallery/polonnaruwa-3.svg', 'polonnaruwaReservoir', '4:3'],
];

function avatar(bg, skin, hair, shirt, style) {
  const hairShape =
    style === 'long'
      ? `<path d="M58 92Q56 40 100 38Q144 40 142 92L146 150H54Z" fill="${hair}"/>`
      : style === 'bun'
        ? `<circle cx="100" cy="34" r="18" fill="${hair}"/><path d="M62 84Q64 44 100 44Q136 44 138 84Q122 64 100 64Q78 64 62 84Z" fill="${hair}"/>`
        : `<path d="M64 80Q62 42 100 42Q138 42 136 80Q124 62 100 62Q76 62 64 80Z" fill="${hair}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200"><rect width="200" height="200" fill="${bg}"/>${style === 'long' ? hairShape : ''}<path d="M30 200Q34 140 100 136Q166 140 170 200Z" fill="${shirt}"/><rect x="86" y="110" width="28" height="32" fill="${skin}"/><ellipse cx="100" cy="86" rx="36" ry="42" fill="${skin}"/>${style === 'long' ? `<path d="M64 80Q66 46 100 46Q134 46 136 80Q120 62 100 64Q80 62 64 80Z" fill="${hair}"/>` : hairShape}<circle cx="87" cy="88" r="3.5" fill="#2a2020"/><circle cx="113" cy="88" r="3.5" fill="#2a2020"/><path d="M88 106Q100 114 112 106" stroke="#7a3a2a" stroke-width="3" fill="none" stroke-linecap="round"/></svg>`;
}

const avatars = [
  ['avatars/amelia.svg', avatar('#cfe8e2', '#f1c9a5', '#b5651d', '#0c655b', 'long')],
  ['avatars/kenji.svg', avatar('#f6dcc5', '#e8b98f', '#1e1b1b', '#c2410c', 'short')],
  ['avatars/priya.svg', avatar('#e3dcf2', '#b9805a', '#241716', '#6b3fa0', 'bun')],
];

for (const [file, sceneName, crop] of images) {
  const scene = scenes[sceneName]();
  const vb = crop === 'wide' ? `0 0 ${W} ${H}` : `${Math.min(Math.max(scene.fx - 600, 0), W - 1200)} 0 1200 900`;
  const [w, h] = crop === 'wide' ? [1600, 900] : [800, 600];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${vb}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid slice">${scene.body}</svg>\n`;
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  writeFileSync(path.join(out, file), svg);
}
for (const [file, svg] of avatars) {
  mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
  writeFileSync(path.join(out, file), `${svg}\n`);
}
console.log(`drew ${images.length + avatars.length} images in ${path.relative(root, out)}`);
