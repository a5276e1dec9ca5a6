const TIERS = [
  { name: 'Impact Hero', min: 1000 },
  { name: 'Field Leader', min: 700 },
  { name: 'Community Champion', min: 400 },
  { name: 'Rising Star', min: 200 },
  { name: 'Rookie', min: 0 },
];
export const TIER_PLACEHOLDER = (points: number) => (TIERS.find((t) => points >= t.min) ?? TIERS[TIERS.length - 1]).name;
