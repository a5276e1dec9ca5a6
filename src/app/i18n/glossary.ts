/**
 * The Kiswahili glossary (issue 32 item 2, ADR 0056, from the reviewer's `kiswahili-review.md`): one term per
 * concept, in the words Kenyan agents read in M-Pesa and lenders' apps. Data only: tests/app/kiswahili-glossary.test.ts
 * checks every message file against it; a translator reads it before adding a text.
 */
export interface GlossaryTerm {
  /** The concept, in English. */
  readonly concept: string;
  /** An English text (placeholders removed) that uses the concept. */
  readonly english: RegExp;
  /** English texts that use the word for something else, or name two concepts the check cannot tell apart. */
  readonly unless?: RegExp;
  /** The approved Kiswahili term: the Kiswahili of such a text must use it. */
  readonly use: RegExp;
  /** Synonyms that must not stand for the concept. */
  readonly wrong: readonly RegExp[];
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  // M-Pesa's "Weka kiasi" is the money you send: "Kiasi" is the amount and only the amount.
  { concept: 'amount (KES)', english: /\bamount\b/i, use: /\bKiasi\b/i, wrong: [/\bThamani\b/i] },
  { concept: 'quantity', english: /\bquantity\b/i, use: /\bIdadi\b/i, wrong: [/\bKiasi\b/i] },
  // The option an agent chooses is "motisha"; "zawadi" is only what it pays.
  { concept: 'incentive', english: /\bincentives?\b/i, unless: /\breward/i, use: /motisha/i, wrong: [/zawadi/i] },
  { concept: 'reward', english: /\breward/i, use: /zawadi/i, wrong: [] },
  { concept: 'gamification', english: /\bgamification\b/i, use: /pointi na motisha/i, wrong: [/pointi na zawadi/i] },
  { concept: 'tier', english: /\btiers?\b/i, use: /\bngazi\b/i, wrong: [/\bdaraja\b/i] },
  { concept: 'Rookie', english: /\bRookie\b/, use: /\bMwanagenzi\b/, wrong: [/mwanzilishi/i] },
  { concept: 'agent code', english: /\bagent code\b/i, use: /\bmsimbo (huu )?wa wakala\b/i, wrong: [/\bnambari (hii )?ya wakala\b/i] },
  { concept: 'repayment', english: /\brepayments?\b/i, use: /marejesho/i, wrong: [/\bmalipo\b/i] },
  { concept: 'questionnaire / assessment', english: /\b(questionnaire|assessment)s?\b/i, use: /tathmini/i, wrong: [/hojaji/i, /dodoso/i] },
  { concept: 'export', english: /\bexport/i, use: /paku/i, wrong: [/hamisha/i] },
  { concept: 'import', english: /\bimport/i, use: /ingiz/i, wrong: [/\bleta\b/i, /\b(ku|ina|zina)leta\b/i, /letwa\b/i] },
  { concept: 'discard', english: /\bdiscard/i, use: /\b\w*fut/i, wrong: [/tupa|tupw|ulitupe/i] },
  { concept: 'needs attention', english: /\bneeds? attention\b/i, use: /hatua yako/i, wrong: [/uangalizi/i, /kushughulikiwa/i] },
  { concept: 'waiting to sync', english: /\bwaiting to sync\b/i, use: /kutumwa/i, wrong: [/kusawazishwa/i] },
  { concept: 'sync now', english: /\bsync now\b/i, use: /\btuma sasa\b/i, wrong: [/sawazisha sasa/i] },
  // "Safu" alone is read as a column as often as a row.
  { concept: 'row', english: /\brows?\b/i, unless: /\bcolumns?\b/i, use: /\bm(i)?stari\b/i, wrong: [/\bsafu\b/i] },
  { concept: 'column', english: /\bcolumns?\b/i, use: /\bsafu\b/i, wrong: [/safu wima/i] },
  { concept: 'dashboard', english: /\bdashboard\b/i, use: /mwanzo/i, wrong: [/dashibodi/i] },
  { concept: 'mark complete', english: /\bmark(ing)?( it| audio)?( as)? complete\b/i, use: /\b(ni|u)memaliza\b/i, wrong: [/\b(ku)?(i)?weka( sauti)? kuwa imekamilika\b/i] },
];

/** Words wrong in any Kiswahili text, whatever its English says. */
export const NEVER_IN_KISWAHILI: readonly { readonly text: RegExp; readonly why: string }[] = [
  { text: /mwanzilishi/i, why: 'means founder; a new recruit is Mwanagenzi' },
  { text: /huruma/i, why: 'means pity; empathic communication is Mawasiliano yenye kujali' },
  { text: /washa seva/i, why: 'an agent cannot start the server' },
  { text: /backend|uploads\//i, why: "a developer's folder, not an admin's" },
  { text: /kwa juu zaidi/i, why: 'not Kiswahili for "at most"' },
  { text: /dhidi ya/i, why: 'means against, as in a court case' },
  { text: /iliyopimwa/i, why: 'means measured, not weighted' },
  { text: /jina la mtumiaji/i, why: 'the sign-in asks for an email or phone number, there is no username' },
  { text: /kikamilifu/i, why: 'a calque of "successfully"' },
  { text: /\blango\b/i, why: 'a calque of "portal"' },
  { text: /\bchaguo (za|zi)/i, why: 'the plural is machaguo' },
  // Kenyan phone UIs put "faili" in the N-class: faili hii, faili ya sauti.
  { text: /\bfaili( \w+)? la\b|\bfaili (hili|lina)\b|\bfaili li\w+/i, why: 'faili is N-class: faili hii, faili ya' },
];
