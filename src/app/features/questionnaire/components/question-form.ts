import type { QuestionBody, QuestionBodyInput } from '@shared/contracts/questionnaire';
import type { UseFormReturn } from 'react-hook-form';

/** The create/edit question form, as its parts receive it. */
export type QuestionForm = UseFormReturn<QuestionBodyInput, unknown, QuestionBody>;
