import { z } from 'zod/mini';
import { optionalFilter, pageQuery, paginationSchema } from './common';
import { defineEndpoint } from './endpoint';

/** A user of the Assessments Report (spec part 2 §3 "User list entry"), plus their questionnaire result. */
export const reportUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.nullable(z.object({ id: z.string(), name: z.string() })),
  agentProfile: z.nullable(z.object({ workGeographicLocation: z.nullable(z.string()), yearsOfSalesFieldExperience: z.nullable(z.number().check(z.int())) })),
  /** Null until the user submitted the questionnaire. */
  assessment: z.nullable(z.object({ percentage: z.number(), qualified: z.boolean() })),
});
export type ReportUser = z.infer<typeof reportUserSchema>;

export const listReportUsers = defineEndpoint({
  method: 'GET',
  path: '/trainingreport/users',
  permission: 'training-report.list',
  summary: 'Users who take the questionnaire (company admins see their own company)',
  tag: 'reports',
  query: z.extend(pageQuery, { companyId: z.optional(z.uuid()), name: optionalFilter }),
  response: z.object({ data: z.array(reportUserSchema), pagination: paginationSchema }),
});

export const preTrainingReportSchema = z.object({
  userId: z.string(),
  totalQuestions: z.number().check(z.int()),
  totalScore: z.number(),
  /** The weighted overall percent (one decimal), as on the Results tab. */
  percentage: z.number(),
  qualified: z.boolean(),
  answers: z.array(z.object({ questionText: z.string(), optionText: z.string(), score: z.number() })),
});
export type PreTrainingReport = z.infer<typeof preTrainingReportSchema>;

export const getPreTrainingReport = defineEndpoint({
  method: 'GET',
  path: '/trainingreport/users/{id}/report',
  permission: 'training-report.read',
  summary: "A user's pre-training questionnaire report: answers, total score and weighted percent",
  tag: 'reports',
  params: z.object({ id: z.uuid() }),
  response: z.object({ data: preTrainingReportSchema }),
});
