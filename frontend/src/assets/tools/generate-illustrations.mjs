// Generates the bundled sample-tool illustrations: three views per sample tool (studio, workbench,
// close-up) as 800x600 SVGs, drawn in code so nothing is fetched from the internet.
// Run from this folder after changing a drawing: `node generate-illustrations.mjs .`
import { writeFileSync, mkdirSync } from 'node:fs';
const out = process.argv[2];
mkdirSync(out, { recursive: true });

const palettes = {
  'power tools': ['#fef3c7', '#fdba74', '#b45309'],
  'hand tools': ['#e0e7ff', '#a5b4fc', '#4338ca'],
  gardening: ['#ecfccb', '#86efac', '#15803d'],
  automotive: ['#ffe4e6', '#fda4af', '#be123c'],
  woodworking: ['#fdf4e3', '#e7c9a0', '#92400e'],
  construction: ['#fef9c3', '#fcd34d', '#a16207'],
  electrical: ['#e0f2fe', '#93c5fd', '#1d4ed8'],
  plumbing: ['#ccfbf1', '#7dd3fc', '#0f766e'],
};

const DARKER = '#111827';
const defs = (body, accent) => `
  <linearGradient id="metal" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f1f5f9"/><stop offset="0.5" stop-color="#94a3b8"/><stop offset="1" stop-color="#64748b"/></linearGradient>
  <linearGradient id="body" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${body[0]}"/><stop offset="1" stop-color="${body[1]}"/></linearGradient>
  <linearGradient id="dark" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#374151"/><stop offset="1" stop-color="${DARKER}"/></linearGradient>
  <linearGradient id="wood" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#d6a468"/><stop offset="1" stop-color="#a16207"/></linearGradient>
  <linearGradient id="accent" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${accent[0]}"/><stop offset="1" stop-color="${accent[1]}"/></linearGradient>`;

const shine = (x, y, w) => `<rect x="${x}" y="${y}" width="${w}" height="6" rx="3" fill="#fff" opacity="0.35"/>`;

// Each drawing fits roughly in x -260..260, y -170..170 around the origin.
const tools = {
  'tool-1': {
    // cordless drill
    body: ['#fbbf24', '#d97706'],
    accent: ['#374151', '#111827'],
    draw: () => `
      <path d="M-20,-40 L40,-40 L62,118 L-6,118 Z" fill="url(#body)" stroke="${DARKER}" stroke-width="4"/>
      <path d="M-8,-20 L40,-20 L52,70 L6,70 Z" fill="url(#dark)" opacity="0.85"/>
      <rect x="-75" y="112" width="165" height="58" rx="14" fill="url(#dark)" stroke="${DARKER}" stroke-width="4"/>
      <rect x="-60" y="124" width="135" height="10" rx="5" fill="#fbbf24" opacity="0.9"/>
      <circle cx="-40" cy="153" r="4" fill="#22c55e"/><circle cx="-26" cy="153" r="4" fill="#22c55e"/><circle cx="-12" cy="153" r="4" fill="#64748b"/>
      <rect x="-160" y="-120" width="270" height="86" rx="38" fill="url(#body)" stroke="${DARKER}" stroke-width="4"/>
      <rect x="-160" y="-120" width="90" height="86" rx="38" fill="url(#dark)"/>
      <g stroke="#9ca3af" stroke-width="4" stroke-linecap="round"><line x1="-140" y1="-98" x2="-140" y2="-56"/><line x1="-126" y1="-98" x2="-126" y2="-56"/><line x1="-112" y1="-98" x2="-112" y2="-56"/></g>
      ${shine(-60, -108, 150)}
      <rect x="60" y="-38" width="22" height="32" rx="8" fill="${DARKER}"/>
      <rect x="108" y="-112" width="30" height="70" rx="6" fill="url(#dark)" stroke="${DARKER}" stroke-width="3"/>
      <path d="M138,-106 L192,-94 L192,-60 L138,-48 Z" fill="url(#metal)" stroke="#475569" stroke-width="3"/>
      <g stroke="#475569" stroke-width="2"><line x1="152" y1="-100" x2="152" y2="-52"/><line x1="166" y1="-98" x2="166" y2="-56"/><line x1="180" y1="-96" x2="180" y2="-58"/></g>
      <rect x="192" y="-82" width="70" height="10" fill="url(#metal)"/>
      <path d="M200,-82 l8,10 M214,-82 l8,10 M228,-82 l8,10 M242,-82 l8,10" stroke="#475569" stroke-width="2"/>`,
  },
  'tool-2': {
    // circular saw
    body: ['#38bdf8', '#0369a1'],
    accent: ['#374151', '#111827'],
    draw: () => {
      let teeth = '';
      for (let i = 0; i < 24; i++) {
        const a = (i / 24) * Math.PI * 2,
          a2 = a + Math.PI / 24;
        const r1 = 132,
          r2 = 148;
        teeth += `${i ? 'L' : 'M'}${(Math.cos(a) * r1).toFixed(1)},${(Math.sin(a) * r1 + 40).toFixed(1)} L${(Math.cos(a2) * r2).toFixed(1)},${(Math.sin(a2) * r2 + 40).toFixed(1)} `;
      }
      return `
      <path d="${teeth}Z" fill="url(#metal)" stroke="#475569" stroke-width="2"/>
      <circle cx="0" cy="40" r="118" fill="#cbd5e1" stroke="#64748b" stroke-width="3"/>
      <circle cx="0" cy="40" r="22" fill="#64748b"/>
      <rect x="-235" y="92" width="470" height="22" rx="6" fill="url(#metal)" stroke="#475569" stroke-width="3"/>
      <path d="M-150,92 A150,150 0 0 1 150,92 L150,40 A150,150 0 0 0 -150,40 Z" fill="url(#body)" opacity="0"/>
      <path d="M-158,92 L-158,30 A158,158 0 0 1 158,30 L158,92 L120,92 L120,40 A120,120 0 0 0 -120,40 L-120,92 Z" fill="url(#body)" stroke="#0c4a6e" stroke-width="4"/>
      <circle cx="-10" cy="10" r="62" fill="url(#dark)" stroke="${DARKER}" stroke-width="4"/>
      <g stroke="#6b7280" stroke-width="5" stroke-linecap="round"><line x1="-40" y1="-10" x2="20" y2="-10"/><line x1="-44" y1="8" x2="24" y2="8"/><line x1="-40" y1="26" x2="20" y2="26"/></g>
      <path d="M-60,-60 C-60,-150 120,-150 130,-60" fill="none" stroke="${DARKER}" stroke-width="34" stroke-linecap="round"/>
      <path d="M-60,-60 C-60,-150 120,-150 130,-60" fill="none" stroke="#374151" stroke-width="22" stroke-linecap="round"/>
      <rect x="10" y="-112" width="26" height="14" rx="5" fill="#ef4444"/>
      ${shine(-120, 36, 60)}`;
    },
  },
  'tool-3': {
    // hedge trimmer
    body: ['#4ade80', '#15803d'],
    accent: ['#374151', '#111827'],
    draw: () => {
      let teeth = '';
      for (let x = 20; x < 255; x += 20)
        teeth += `<path d="M${x},-14 l10,-14 l10,14 Z M${x},14 l10,14 l10,-14 Z" fill="url(#metal)" stroke="#475569" stroke-width="1.5"/>`;
      return `
      <rect x="0" y="-16" width="260" height="32" rx="4" fill="url(#metal)" stroke="#475569" stroke-width="3"/>
      ${teeth}
      <line x1="10" y1="0" x2="250" y2="0" stroke="#475569" stroke-width="3"/>
      <rect x="-20" y="-30" width="30" height="60" rx="6" fill="url(#dark)"/>
      <path d="M-200,-40 C-200,-80 -40,-80 -10,-40 L-10,40 C-40,70 -200,70 -200,40 Z" fill="url(#body)" stroke="#14532d" stroke-width="4"/>
      ${shine(-170, -56, 130)}
      <path d="M-120,-50 C-120,-150 -20,-150 -20,-50" fill="none" stroke="${DARKER}" stroke-width="22" stroke-linecap="round"/>
      <path d="M-200,0 C-260,-10 -265,80 -210,70" fill="none" stroke="${DARKER}" stroke-width="24" stroke-linecap="round"/>
      <rect x="-232" y="16" width="18" height="30" rx="6" fill="#f97316"/>
      <path d="M-250,70 C-250,120 -210,150 -180,170" fill="none" stroke="#f97316" stroke-width="8" stroke-linecap="round"/>`;
    },
  },
  'tool-4': {
    // floor jack
    body: ['#f87171', '#b91c1c'],
    accent: ['#374151', '#111827'],
    draw: () => `
      <line x1="-200" y1="64" x2="-262" y2="-150" stroke="url(#metal)" stroke-width="14" stroke-linecap="round"/>
      <rect x="-276" y="-172" width="30" height="60" rx="12" transform="rotate(-16 -261 -142)" fill="url(#dark)"/>
      <path d="M-60,70 L140,-70 L166,-40 L-20,96 Z" fill="url(#body)" stroke="#7f1d1d" stroke-width="4"/>
      <rect x="124" y="-92" width="86" height="20" rx="6" fill="url(#dark)"/>
      <rect x="140" y="-76" width="54" height="26" rx="4" fill="url(#metal)"/>
      <rect x="-90" y="16" width="44" height="70" rx="10" fill="url(#metal)" stroke="#475569" stroke-width="3"/>
      <path d="M-238,56 L180,56 L200,110 L-238,110 Z" fill="url(#body)" stroke="#7f1d1d" stroke-width="4"/>
      ${shine(-220, 64, 360)}
      <circle cx="-200" cy="122" r="28" fill="url(#dark)"/><circle cx="-200" cy="122" r="10" fill="#9ca3af"/>
      <circle cx="150" cy="122" r="28" fill="url(#dark)"/><circle cx="150" cy="122" r="10" fill="#9ca3af"/>
      <circle cx="-20" cy="84" r="10" fill="#9ca3af" stroke="#475569" stroke-width="3"/>`,
  },
  'tool-5': {
    // hammer and chisel
    body: ['#e5e7eb', '#6b7280'],
    accent: ['#f59e0b', '#b45309'],
    draw: () => `
      <g transform="rotate(-28)">
        <rect x="-200" y="-16" width="300" height="32" rx="14" fill="url(#accent)" stroke="#78350f" stroke-width="3"/>
        <rect x="-200" y="-16" width="110" height="32" rx="14" fill="url(#dark)"/>
        <g stroke="#4b5563" stroke-width="3"><line x1="-180" y1="-14" x2="-180" y2="14"/><line x1="-160" y1="-14" x2="-160" y2="14"/><line x1="-140" y1="-14" x2="-140" y2="14"/><line x1="-120" y1="-14" x2="-120" y2="14"/></g>
        <path d="M80,-34 L150,-34 L150,-60 L190,-60 L196,-34 L196,34 L190,60 L150,60 L150,34 L80,34 Z" fill="url(#metal)" stroke="#334155" stroke-width="4"/>
        <path d="M150,-60 C118,-90 100,-120 110,-160 C132,-130 160,-110 190,-100 L190,-60 Z" fill="url(#metal)" stroke="#334155" stroke-width="4"/>
        <line x1="132" y1="-138" x2="160" y2="-78" stroke="#334155" stroke-width="4"/>
      </g>
      <g transform="translate(90 60) rotate(20)">
        <rect x="-150" y="-18" width="120" height="36" rx="16" fill="url(#wood)" stroke="#78350f" stroke-width="3"/>
        <rect x="-36" y="-14" width="18" height="28" rx="3" fill="#475569"/>
        <path d="M-18,-10 L150,-10 L172,0 L150,10 L-18,10 Z" fill="url(#metal)" stroke="#334155" stroke-width="3"/>
      </g>`,
  },
  'tool-6': {
    // rotary hammer
    body: ['#60a5fa', '#1d4ed8'],
    accent: ['#374151', '#111827'],
    draw: () => `
      <path d="M-240,-80 C-270,-80 -270,110 -230,110 L-170,110 L-170,70 L-220,70 C-226,20 -226,-20 -210,-40 Z" fill="url(#dark)" stroke="${DARKER}" stroke-width="4"/>
      <rect x="-205" y="-110" width="290" height="100" rx="30" fill="url(#body)" stroke="#1e3a8a" stroke-width="4"/>
      <rect x="-200" y="-10" width="140" height="110" rx="22" fill="url(#body)" stroke="#1e3a8a" stroke-width="4"/>
      <g stroke="#1e3a8a" stroke-width="4" stroke-linecap="round" opacity="0.6"><line x1="-180" y1="20" x2="-80" y2="20"/><line x1="-180" y1="40" x2="-80" y2="40"/><line x1="-180" y1="60" x2="-80" y2="60"/></g>
      ${shine(-170, -98, 220)}
      <rect x="-210" y="-40" width="24" height="30" rx="6" fill="#ef4444"/>
      <rect x="80" y="-96" width="60" height="72" rx="10" fill="url(#dark)"/>
      <rect x="136" y="-84" width="40" height="48" rx="8" fill="url(#metal)" stroke="#475569" stroke-width="3"/>
      <rect x="176" y="-66" width="84" height="12" fill="url(#metal)"/>
      <path d="M188,-66 l8,12 M204,-66 l8,12 M220,-66 l8,12 M236,-66 l8,12" stroke="#475569" stroke-width="2"/>
      <rect x="100" y="-24" width="22" height="120" rx="10" fill="url(#dark)"/>
      <line x1="100" y1="110" x2="10" y2="110" stroke="#cbd5e1" stroke-width="6" stroke-linecap="round"/>`,
  },
  'tool-7': {
    // multimeter
    body: ['#facc15', '#ca8a04'],
    accent: ['#374151', '#111827'],
    draw: () => `
      <path d="M70,110 C150,160 190,40 230,-20" fill="none" stroke="#dc2626" stroke-width="9" stroke-linecap="round"/>
      <path d="M30,110 C120,190 200,120 250,80" fill="none" stroke="${DARKER}" stroke-width="9" stroke-linecap="round"/>
      <g transform="translate(230 -20) rotate(-50)"><rect x="-10" y="-60" width="20" height="60" rx="8" fill="#dc2626"/><rect x="-3" y="-92" width="6" height="34" fill="url(#metal)"/></g>
      <g transform="translate(250 80) rotate(-30)"><rect x="-10" y="-60" width="20" height="60" rx="8" fill="${DARKER}"/><rect x="-3" y="-92" width="6" height="34" fill="url(#metal)"/></g>
      <rect x="-120" y="-170" width="240" height="340" rx="34" fill="url(#body)" stroke="#854d0e" stroke-width="4"/>
      <rect x="-98" y="-148" width="196" height="296" rx="18" fill="url(#dark)"/>
      <rect x="-78" y="-130" width="156" height="70" rx="8" fill="#a7f3d0" stroke="#064e3b" stroke-width="3"/>
      <text x="66" y="-78" text-anchor="end" font-family="monospace" font-size="46" font-weight="700" fill="#064e3b">12.47</text>
      <text x="-68" y="-110" font-family="sans-serif" font-size="14" font-weight="700" fill="#065f46">V~</text>
      <circle cx="0" cy="20" r="52" fill="#374151" stroke="#6b7280" stroke-width="4"/>
      <rect x="-8" y="-28" width="16" height="56" rx="6" fill="#facc15" transform="rotate(-35 0 20)"/>
      <g fill="#9ca3af">${[0, 40, 80, 120, 160, 200, 240, 280, 320].map((a) => `<circle cx="${(Math.cos((a * Math.PI) / 180) * 66).toFixed(1)}" cy="${(20 + Math.sin((a * Math.PI) / 180) * 66).toFixed(1)}" r="4"/>`).join('')}</g>
      <circle cx="-50" cy="112" r="12" fill="${DARKER}" stroke="#6b7280" stroke-width="3"/>
      <circle cx="0" cy="112" r="12" fill="#dc2626" stroke="#6b7280" stroke-width="3"/>
      <circle cx="50" cy="112" r="12" fill="${DARKER}" stroke="#6b7280" stroke-width="3"/>`,
  },
  'tool-8': {
    // pipe wrench
    body: ['#f87171', '#b91c1c'],
    accent: ['#374151', '#111827'],
    draw: () => `
      <rect x="-240" y="80" width="300" height="44" rx="8" fill="url(#metal)" stroke="#475569" stroke-width="3"/>
      <rect x="40" y="72" width="40" height="60" rx="6" fill="url(#metal)" stroke="#475569" stroke-width="3"/>
      <g transform="rotate(-22)">
        <rect x="-230" y="-22" width="330" height="44" rx="18" fill="url(#body)" stroke="#7f1d1d" stroke-width="4"/>
        ${shine(-210, -14, 280)}
        <rect x="-236" y="-12" width="20" height="24" rx="10" fill="#7f1d1d"/>
        <path d="M90,-30 L170,-30 L170,30 L90,30 Z" fill="url(#body)" stroke="#7f1d1d" stroke-width="4"/>
        <rect x="176" y="-140" width="28" height="150" fill="url(#metal)" stroke="#475569" stroke-width="3"/>
        <path d="M160,-150 L250,-150 L262,-112 L204,-112 L204,-128 L160,-128 Z" fill="url(#metal)" stroke="#334155" stroke-width="4"/>
        <path d="M212,-112 l6,10 l6,-10 l6,10 l6,-10 l6,10 l6,-10" fill="none" stroke="#334155" stroke-width="3"/>
        <path d="M170,30 L260,30 L260,60 L230,60 L230,48 L170,48 Z" fill="url(#metal)" stroke="#334155" stroke-width="4"/>
        <path d="M232,30 l6,-10 l6,10 l6,-10 l6,10" fill="none" stroke="#334155" stroke-width="3"/>
        <rect x="172" y="-70" width="36" height="40" rx="8" fill="url(#dark)"/>
        <g stroke="#6b7280" stroke-width="3"><line x1="172" y1="-60" x2="208" y2="-60"/><line x1="172" y1="-50" x2="208" y2="-50"/><line x1="172" y1="-40" x2="208" y2="-40"/></g>
      </g>`,
  },
  'tool-9': {
    // lawn mower
    body: ['#4ade80', '#15803d'],
    accent: ['#374151', '#111827'],
    draw: () => `
      <path d="M-150,10 L-250,-160 M-130,10 L-230,-160" stroke="url(#dark)" stroke-width="12" stroke-linecap="round"/>
      <line x1="-256" y1="-160" x2="-222" y2="-160" stroke="${DARKER}" stroke-width="18" stroke-linecap="round"/>
      <line x1="-238" y1="-120" x2="-178" y2="-100" stroke="#f97316" stroke-width="6" stroke-linecap="round"/>
      <path d="M-258,-40 L-160,-40 L-150,70 L-240,70 Z" fill="#475569" stroke="${DARKER}" stroke-width="4"/>
      <g stroke="#64748b" stroke-width="3"><line x1="-248" y1="-10" x2="-158" y2="-10"/><line x1="-246" y1="20" x2="-156" y2="20"/><line x1="-244" y1="48" x2="-154" y2="48"/></g>
      <path d="M-180,20 C-170,-10 150,-10 180,30 L190,90 L-180,90 Z" fill="url(#body)" stroke="#14532d" stroke-width="4"/>
      ${shine(-150, 6, 280)}
      <rect x="-60" y="-60" width="130" height="66" rx="14" fill="url(#dark)"/>
      <rect x="-40" y="-86" width="50" height="30" rx="8" fill="#374151"/>
      <circle cx="46" cy="-64" r="14" fill="#facc15" stroke="#a16207" stroke-width="3"/>
      <g stroke="#4b5563" stroke-width="4"><line x1="-50" y1="-40" x2="60" y2="-40"/><line x1="-50" y1="-24" x2="60" y2="-24"/></g>
      <circle cx="-130" cy="100" r="50" fill="url(#dark)"/><circle cx="-130" cy="100" r="20" fill="#d1d5db"/>
      <circle cx="140" cy="112" r="38" fill="url(#dark)"/><circle cx="140" cy="112" r="15" fill="#d1d5db"/>`,
  },
  'tool-10': {
    // angle grinder
    body: ['#2dd4bf', '#0f766e'],
    accent: ['#374151', '#111827'],
    draw: () => `
      <ellipse cx="120" cy="78" rx="130" ry="20" fill="url(#metal)" stroke="#475569" stroke-width="3"/>
      <ellipse cx="120" cy="78" rx="22" ry="6" fill="#334155"/>
      <path d="M-10,70 A130,34 0 0 1 250,70 L250,58 A130,30 0 0 0 -10,58 Z" fill="url(#dark)" opacity="0.9"/>
      <path d="M70,-60 L170,-60 L180,50 L60,50 Z" fill="url(#metal)" stroke="#334155" stroke-width="4"/>
      <rect x="100" y="50" width="40" height="16" fill="#475569"/>
      <rect x="-250" y="-52" width="330" height="92" rx="40" fill="url(#body)" stroke="#134e4a" stroke-width="4"/>
      <rect x="-250" y="-52" width="100" height="92" rx="40" fill="url(#dark)"/>
      <g stroke="#6b7280" stroke-width="4" stroke-linecap="round"><line x1="-226" y1="-30" x2="-226" y2="18"/><line x1="-210" y1="-34" x2="-210" y2="22"/><line x1="-194" y1="-34" x2="-194" y2="22"/></g>
      ${shine(-140, -40, 190)}
      <rect x="-110" y="-62" width="60" height="16" rx="6" fill="#f97316"/>
      <rect x="108" y="-170" width="28" height="114" rx="12" fill="url(#dark)"/>`,
  },
};

const categoryOf = {
  'tool-1': 'power tools',
  'tool-2': 'woodworking',
  'tool-3': 'gardening',
  'tool-4': 'automotive',
  'tool-5': 'hand tools',
  'tool-6': 'construction',
  'tool-7': 'electrical',
  'tool-8': 'plumbing',
  'tool-9': 'gardening',
  'tool-10': 'power tools',
};

function views(id) {
  const [light, mid, deep] = palettes[categoryOf[id]];
  const t = tools[id];
  const d = defs(t.body, t.accent);
  const art = t.draw();
  const wrap = (
    background,
    transform,
    extra = '',
  ) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
<defs>${d}
  <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient>
  <radialGradient id="glow" cx="0.5" cy="0.45" r="0.7"><stop offset="0" stop-color="#ffffff" stop-opacity="0.75"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
  <radialGradient id="shadow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  <linearGradient id="bench" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c08a52"/><stop offset="1" stop-color="#8a5a2b"/></linearGradient>
</defs>
${background}
${extra}
<g transform="${transform}">${art}</g>
</svg>
`;
  const studio = wrap(
    `<rect width="800" height="600" fill="url(#bg)"/><rect width="800" height="600" fill="url(#glow)"/>
     <ellipse cx="400" cy="505" rx="280" ry="26" fill="url(#shadow)"/>`,
    'translate(400 305) scale(1.02)',
  );
  let dots = '';
  for (let y = 40; y < 400; y += 40)
    for (let x = 40; x < 800; x += 40) dots += `<circle cx="${x}" cy="${y}" r="5" fill="${deep}" opacity="0.18"/>`;
  const bench = wrap(
    `<rect width="800" height="600" fill="${light}"/><rect width="800" height="430" fill="url(#bg)" opacity="0.7"/>${dots}
     <rect y="430" width="800" height="170" fill="url(#bench)"/><rect y="430" width="800" height="8" fill="#e3b57f"/>
     <g stroke="#7a4b20" stroke-width="2" opacity="0.5"><path d="M0,480 C200,470 400,495 800,478"/><path d="M0,540 C250,530 500,555 800,535"/></g>
     <ellipse cx="410" cy="478" rx="250" ry="20" fill="url(#shadow)"/>`,
    'translate(410 300) rotate(-8) scale(0.82)',
  );
  const detail = wrap(
    `<rect width="800" height="600" fill="${deep}"/><rect width="800" height="600" fill="url(#bg)" opacity="0.35"/>
     <circle cx="640" cy="120" r="220" fill="#fff" opacity="0.08"/><circle cx="120" cy="520" r="180" fill="#fff" opacity="0.06"/>`,
    'translate(330 330) scale(1.55)',
  );
  return [studio, bench, detail];
}

const manifest = {};
for (const id of Object.keys(tools)) {
  const files = views(id).map((svg, index) => {
    const name = `${id}-${['studio', 'bench', 'detail'][index]}.svg`;
    writeFileSync(`${out}/${name}`, svg);
    return name;
  });
  manifest[id] = files;
}
console.log(JSON.stringify(manifest));
