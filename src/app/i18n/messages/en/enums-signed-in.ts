/** English names of the enumerated values only signed-in screens show (part of the signed-in texts, ADR 0035). */
export const enumsSignedIn = {
  role: {
    admin: 'Admin',
    company_admin: 'Company Admin',
    potential_agent: 'Potential Agent',
    engaged_agent: 'Engaged Agent',
  },
  activity: {
    REGISTER_FARMER: 'Register farmer',
    FARMER_DEPOSIT: 'Farmer deposit',
    REVISIT_TRAINING: 'Revisit training',
    QUIZ_HIGH_SCORE: 'Quiz high score',
    ATTEND_CHECKIN: 'Attend check-in',
  },
  /** An activity's line, worded from its type and what it names (lib/activity-line.ts, ADR 0056). */
  activityLine: {
    REGISTER_FARMER: 'Registered farmer {{farmer}}',
    FARMER_DEPOSIT: 'Repayment of {{amount}} by {{farmer}}',
    REVISIT_TRAINING: 'Revisited training module {{module}}',
    QUIZ_HIGH_SCORE: 'Scored {{percent}} on the pre-training questionnaire',
    ATTEND_CHECKIN: 'Attended check-in',
    recordedBy: '{{type}}, recorded by {{name}}',
  },
  loanStatus: {
    pending: 'Pending',
    approved: 'Approved',
    disbursed: 'Disbursed',
    repaid: 'Repaid',
    rejected: 'Rejected',
    unknown: 'Unknown',
  },
  moduleStatus: {
    not_started: 'Not Started',
    in_progress: 'In Progress',
    completed: 'Completed',
  },
  moduleActive: {
    active: 'active',
    inactive: 'inactive',
  },
  /** A listed record's sync state (the badge in lists). */
  syncState: {
    synced: 'synced',
    queued: 'waiting to sync',
    needs_attention: 'needs attention',
  },
  /** A change waiting on the device (the Sync page). */
  entryStatus: {
    queued: 'Waiting to sync',
    sending: 'Sending',
    needs_attention: 'Needs attention',
  },
  qualification: {
    qualified: 'Qualified',
    not_qualified: 'Not qualified',
  },
  trait: {
    KNOWLEDGE: 'Knowledge',
    COMMUNICATION: 'Communication',
    EMPATHIC_COMMUNICATION: 'Empathic Communication',
    GRIT: 'Grit',
  },
  questionType: {
    multiple_choice: 'Multiple choice',
    scenario: 'Scenario',
  },
  tier: {
    Rookie: 'Rookie',
    'Rising Star': 'Rising Star',
    'Community Champion': 'Community Champion',
    'Field Leader': 'Field Leader',
    'Impact Hero': 'Impact Hero',
  },
  tierReward: {
    Rookie: 'Welcome badge + dashboard access',
    'Rising Star': 'Field toolkit + training tips',
    'Community Champion': 'Data bundle + leaderboard shoutout',
    'Field Leader': 'Bonus airtime + peer mentor eligibility',
    'Impact Hero': 'Final reward such as a motorbike voucher',
  },
  /** A tier on the ladder, for the agent's total points. */
  ladderState: {
    Completed: 'Completed',
    Current: 'Current',
    Locked: 'Locked',
  },
  incentiveType: {
    SHORT_TERM: 'Short-term',
    LONG_TERM: 'Long-term',
  },
  crop: {
    Maize: 'Maize',
    Beans: 'Beans',
    Sorghum: 'Sorghum',
    Potatoes: 'Potatoes',
    Sunflower: 'Sunflower',
    Wheat: 'Wheat',
    Sugarcane: 'Sugarcane',
    Tea: 'Tea',
    Coffee: 'Coffee',
    Other: 'Other',
  },
  saleUnit: {
    Kg: 'Kg',
    Bag: 'Bag',
    Packet: 'Packet',
    Litre: 'Litre',
    Piece: 'Piece',
  },
};
