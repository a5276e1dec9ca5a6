/**
 * What each table holds and what each rule of the schema means, in the words of an error message: a refusal
 * by the database names the rule broken, never its SQL name. `tests/server/database-errors.test.ts` checks
 * that every table and every check constraint of the migrated schema is named here.
 */
export const TABLE_NOUNS: Record<string, string> = {
  agent_profiles: 'agent profile',
  audio_files: 'audio file',
  audio_progress: 'audio progress record',
  audio_progress_updates: 'audio progress update',
  companies: 'company',
  device_sync_reports: 'device sync report',
  farmer_counts: 'farmer count',
  farmer_daily: 'daily farmer count',
  farmer_facets: 'farmer filter value',
  farmer_name_words: 'farmer name index entry',
  farmers: 'farmer',
  idempotency_keys: 'answer to this Idempotency-Key',
  incentive_options: 'incentive option',
  incentive_selections: 'incentive selection',
  loan_repayments: 'loan repayment',
  loans: 'loan',
  module_audios: 'module audio',
  module_starts: 'module start',
  password_reset_tokens: 'password reset token',
  point_events: 'points award',
  question_options: 'question option',
  questionnaire_answers: 'questionnaire answer',
  questionnaire_submissions: 'questionnaire submission',
  questions: 'question',
  rate_limits: 'rate limit counter',
  sales: 'sale',
  sales_daily: 'daily sales total',
  schema_migrations: 'migration',
  targets: 'target',
  training_modules: 'training module',
  users: 'user',
  weekly_claims: 'weekly claim',
};

/** Check constraints (23514): the rule each one keeps. */
export const CHECK_MEANINGS: Record<string, string> = {
  companies_kind_check: 'A company is either a seed company or a lender.',
  farmer_facets_facet_check: 'A farmer filter is a county, a gender or a crop type.',
  incentive_options_points_check: 'Points needed must be at least 1.',
  incentive_options_type_check: 'An incentive option is SHORT_TERM or LONG_TERM.',
  incentive_selections_type_check: 'An incentive selection is SHORT_TERM or LONG_TERM.',
  loan_repayments_amount_check: 'A repayment must be at least 0.01.',
  loans_paid_within_amount: 'The amount paid cannot be negative or more than the loan amount.',
  loans_status_check: 'A loan is pending, approved, disbursed, repaid or rejected.',
  question_options_score_check: 'Option scores must be between 0 and 1.',
  questions_question_type_check: 'A question is multiple_choice or scenario.',
  questions_trait_check: 'A question trait is KNOWLEDGE, COMMUNICATION, EMPATHIC_COMMUNICATION or GRIT.',
  targets_farmers_target_check: 'A farmers target must be 0 or more.',
  targets_sales_target_check: 'A sales target must be 0 or more.',
  users_role_check: 'A role is admin, company_admin, potential_agent or engaged_agent.',
};

/** Unique constraints and indexes (23505) a request can run into; any other names its table's record. */
export const UNIQUE_MEANINGS: Record<string, string> = {
  companies_slug_key: 'A company with this name already exists.',
  farmers_company_national_id_key: 'A farmer with this national ID is already registered with the company.',
  farmers_company_phone_key: 'A farmer with this phone number is already registered with the company.',
  incentive_selections_user_type_period_idx: 'An incentive of this kind is already selected for this period.',
  point_events_source_key_key: 'These points were already awarded.',
  questionnaire_answers_user_question_key: 'Each question can be answered only once.',
  questionnaire_submissions_pkey: 'The questionnaire was already submitted.',
  questions_company_code_key: 'A question with this code already exists in the company.',
  targets_agent_season_key: "The agent's target for this season is already set.",
  targets_default_season_key: "The company's default target for this season is already set.",
  users_agent_code_key: 'Agent code already in use.',
  users_email_lower_key: 'Email already in use.',
  users_phone_key: 'Phone number already in use.',
  weekly_claims_user_week_idx: 'The weekly incentive was already claimed this week.',
};
