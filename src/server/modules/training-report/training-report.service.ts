import type { PreTrainingReport, ReportUser } from '@shared/contracts/training-report';
import { paginate, type Pagination } from '@shared/contracts/common';
import { roundTo } from '@shared/scoring';
import type { AppDeps } from '@server/context';
import { accessScope, requireAccess } from '@server/access/require-access';
import type { AuthUser } from '@server/plugins/auth';
import { notFound } from '@server/lib/app-error';
import { submissionOf } from '../questionnaire/questionnaire.service';
import * as repo from './training-report.repo';

export async function listUsers(
  deps: AppDeps,
  caller: AuthUser,
  query: { companyId?: string; name?: string; page: number; limit: number },
): Promise<{ data: ReportUser[]; pagination: Pagination }> {
  const { rows, totalItems } = await repo.listReportUsers(deps.db, { ...query, companyId: accessScope(caller, 'training-report.list', query.companyId) });
  return {
    data: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      company: r.companyId && r.companyName ? { id: r.companyId, name: r.companyName } : null,
      agentProfile: r.hasProfile ? { workGeographicLocation: r.workGeographicLocation, yearsOfSalesFieldExperience: r.yearsOfSalesFieldExperience } : null,
      assessment: r.percentage === null || r.qualified === null ? null : { percentage: r.percentage, qualified: r.qualified },
    })),
    pagination: paginate(query.page, query.limit, totalItems),
  };
}

/** The report of a user the caller may act on (or their own); a user who has not submitted has an empty report. */
export async function userReport(deps: AppDeps, caller: AuthUser, userId: string): Promise<PreTrainingReport> {
  const target = await repo.findReportUser(deps.db, userId);
  if (!target) throw notFound('User not found.');
  requireAccess(caller, 'training-report.read', { user: target }, { notFound: 'User not found.' });
  const stored = await submissionOf(deps, userId);
  const submission = stored?.submission;
  const answers = stored?.answers ?? [];
  return {
    userId,
    totalQuestions: answers.length,
    totalScore: roundTo(
      answers.reduce((sum, a) => sum + a.score, 0),
      2,
    ),
    percentage: submission?.overallPercent ?? 0,
    qualified: submission?.qualified ?? false,
    answers: answers.map((a) => ({ questionText: a.questionText, optionText: a.optionText, score: a.score })),
  };
}
