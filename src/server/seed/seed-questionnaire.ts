import { inArray } from 'drizzle-orm';
import type { QuestionType } from '@shared/contracts/questionnaire';
import { optionLetter, type Trait } from '@shared/scoring';
import type { AppDeps } from '../context';
import { companyQuestions, storeSubmission } from '../modules/questionnaire/questionnaire.service';
import { companies, questionOptions, questions, users } from '../db/schema';
import { BANK_SW } from './seed-questionnaire-sw';

/** [code, type, question, options as [text, score]]: the option scoring 1 is the correct one. */
type SeedQuestion = [string, QuestionType, string, [string, number][]];

const BANK: Record<Trait, SeedQuestion[]> = {
  KNOWLEDGE: [
    ['K1', 'multiple_choice', 'When is the best time to plant maize in the long rains season?', [['At the onset of the rains, once the soil is moist to a hand depth', 1], ['Two months before the rains start', 0], ['Whenever the farmer has time, the season does not matter', 0], ['At the end of the rains so the crop avoids pests', 0.25]]],
    ['K2', 'multiple_choice', 'What does a certified seed label guarantee to the farmer?', [['That the seed passed germination and purity tests by the regulator', 1], ['That the crop will never get any disease', 0], ['That the seed is cheaper than grain from the market', 0], ['That the seed needs no fertiliser', 0]]],
    ['K3', 'scenario', 'A farmer asks which fertiliser to use at planting for maize. What do you recommend?', [['A phosphate-rich planting fertiliser such as DAP, at the rate on the bag', 1], ['Top-dressing fertiliser such as CAN at planting', 0.25], ['No fertiliser at planting, only later', 0], ['Any fertiliser, the type does not matter', 0]]],
    ['K4', 'multiple_choice', 'What is the main benefit of input credit repaid in Kgs of produce?', [['The farmer repays from the harvest instead of needing cash up front', 1], ['The farmer never has to repay', 0], ['The interest is always zero', 0.25], ['It replaces the need for good seed', 0]]],
    ['K5', 'scenario', 'A farmer reports yellowing maize leaves after heavy rain. What is the most likely cause to explain?', [['Nitrogen washed out of the soil; a top dressing can help', 1], ['Too much sunlight on the leaves', 0], ['The seed variety was fake', 0.25], ['The crop is ready for harvest', 0]]],
  ],
  COMMUNICATION: [
    ['C1', 'multiple_choice', 'How should you open a first visit to a farmer you have never met?', [['Greet, introduce yourself and your company, and ask about their farm', 1], ['Start with the price list straight away', 0.25], ['Ask for their national ID before anything else', 0], ['Talk about other farmers who bought from you', 0.5]]],
    ['C2', 'scenario', 'A group of farmers speaks mostly Kiswahili and you prepared notes in English. What do you do?', [['Explain in Kiswahili with simple words and check they understood', 1], ['Read the English notes slowly', 0.25], ['Hand out the notes and leave', 0], ['Ask the group to find a translator', 0.25]]],
    ['C3', 'multiple_choice', 'What is the best way to confirm a farmer understood the repayment terms?', [['Ask them to explain the terms back in their own words', 1], ['Ask "Do you understand?" and move on', 0.25], ['Give them the contract to read later', 0.25], ['Repeat the terms louder', 0]]],
    ['C4', 'scenario', 'A farmer interrupts your demonstration with a question. How do you respond?', [['Pause, answer briefly, then continue the demonstration', 1], ['Tell them to wait until the end', 0.5], ['Ignore the question to keep to time', 0], ['End the demonstration early', 0]]],
    ['C5', 'multiple_choice', 'Which message works best on a market-day poster about certified seed?', [['A short benefit, a picture of the crop and where to buy', 1], ['A full page of technical germination data', 0.25], ['Only the company logo', 0], ['The price in small print', 0]]],
  ],
  EMPATHIC_COMMUNICATION: [
    ['E1', 'scenario', 'A farmer lost most of the harvest to drought and cannot repay on time. What do you say first?', [['Acknowledge the loss and listen before discussing options', 1], ['Remind them that the contract must be honoured', 0.25], ['Tell them many farmers had the same problem', 0.5], ['Avoid the farmer until the next season', 0]]],
    ['E2', 'scenario', 'An elderly farmer is suspicious of new hybrid seed. How do you respond?', [['Ask about their experience and offer a small demonstration plot', 1], ['Tell them their local seed is outdated', 0], ['Insist that hybrid seed is always better', 0.25], ['Move on to a younger farmer', 0]]],
    ['E3', 'multiple_choice', 'A farmer is angry about a late delivery. What is the best first step?', [['Let them speak, apologise for the delay and explain what you will do', 1], ['Explain it was the warehouse and not your fault', 0.25], ['Ask them to calm down', 0.25], ['Offer a discount before listening', 0.5]]],
    ['E4', 'scenario', 'A widow says she cannot attend the training because of childcare. What do you do?', [['Offer a visit at her farm or a time that suits her', 1], ['Tell her the training is compulsory', 0], ['Send her the slides by SMS only', 0.5], ['Skip her registration', 0]]],
    ['E5', 'multiple_choice', 'What shows a farmer that you are really listening?', [['Summarising what they said and asking a follow-up question', 1], ['Checking your phone while they speak', 0], ['Nodding while preparing your next sale', 0.25], ['Finishing their sentences for them', 0]]],
  ],
  GRIT: [
    ['G1', 'scenario', 'Five farmers in a row turned you down today. What do you do next?', [['Note why they declined, adjust your pitch and keep visiting', 1], ['Stop for the week', 0], ['Visit only farmers who bought before', 0.5], ['Lower the price without approval', 0]]],
    ['G2', 'multiple_choice', 'Your target for the season looks hard to reach by mid-season. What is your plan?', [['Break it into weekly goals and ask your supervisor for support', 1], ['Wait for the last month to catch up', 0], ['Ask for the target to be removed', 0.25], ['Record sales that have not happened yet', 0]]],
    ['G3', 'scenario', 'Heavy rain cut off the road to a village you planned to visit. What do you do?', [['Reschedule, call the farmers and visit a reachable village today', 1], ['Cancel all visits for the day', 0.25], ['Wait by the road until it dries', 0], ['Mark the visits as done', 0]]],
    ['G4', 'multiple_choice', 'After a training you scored low on a product quiz. How do you respond?', [['Review the material, ask questions and retake it', 1], ['Blame the trainer', 0], ['Ignore the result', 0], ['Ask a colleague for their answers', 0]]],
    ['G5', 'scenario', 'A farmer group asks you to come back three times before deciding. How do you treat this?', [['Plan each visit with new information until they decide', 1], ['Tell them this is the last visit', 0.25], ['Drop the group', 0], ['Send a colleague without briefing them', 0.25]]],
  ],
};

/** The option (index in BANK) each demo user chose, per code; the Everlend agent scores above 90%. */
const EVERLEND_AGENT_CHOICES: Record<string, number> = {
  K1: 0, K2: 0, K3: 0, K4: 0, K5: 0, C1: 0, C2: 0, C3: 0, C4: 1, C5: 0,
  E1: 0, E2: 0, E3: 0, E4: 0, E5: 0, G1: 0, G2: 0, G3: 0, G4: 0, G5: 0,
};
const RECRUIT_CHOICES: Record<string, number> = {
  K1: 0, K2: 0, K3: 1, K4: 2, K5: 2, C1: 1, C2: 0, C3: 1, C4: 1, C5: 0,
  E1: 2, E2: 0, E3: 1, E4: 2, E5: 0, G1: 2, G2: 0, G3: 1, G4: 0, G5: 0,
};
const BANK_BY_CODE = new Map(Object.values(BANK).flatMap((qs) => qs.map((q) => [q[0], q] as const)));

/** The bank lists the correct option first; rotating by position spreads the correct letter over A to D. */
const rotate = <T,>(items: T[], by: number): T[] => items.map((_, i) => items[(i + by) % items.length]);

/** Five questions per trait for every company; the Everlend agent and the recruit have completed it. */
export async function seedQuestionnaire(deps: AppDeps): Promise<void> {
  const all = await deps.db.select({ id: companies.id }).from(companies);
  const at = deps.clock.now();
  // Two bulk inserts rather than one transaction per question: every test app seeds this.
  const specs = all.flatMap((company) =>
    (Object.entries(BANK) as [Trait, SeedQuestion[]][]).flatMap(([trait, bank]) =>
      bank.map(([code, questionType, questionText, options], position) => {
        const [questionTextSw, optionsSw] = BANK_SW[code];
        return {
          question: { companyId: company.id, code, questionType, questionText, questionTextSw, trait, createdAt: at, updatedAt: at },
          options: rotate(
            options.map(([text, score], i) => ({ text, score, textSw: optionsSw[i] })),
            position % options.length,
          ),
        };
      }),
    ),
  );
  const inserted = await deps.db
    .insert(questions)
    .values(specs.map((s) => s.question))
    .returning({ id: questions.id, companyId: questions.companyId, code: questions.code });
  const idOf = new Map(inserted.map((q) => [`${q.companyId}:${q.code}`, q.id]));
  await deps.db.insert(questionOptions).values(
    specs.flatMap((s) =>
      s.options.map(({ text: optionText, score, textSw: optionTextSw }, position) => ({
        questionId: idOf.get(`${s.question.companyId}:${s.question.code}`)!,
        position,
        optionText,
        optionTextSw,
        optionValue: optionLetter(position),
        isCorrect: score === 1,
        score,
      })),
    ),
  );
  const people = await deps.db
    .select({ id: users.id, email: users.email, companyId: users.companyId })
    .from(users)
    .where(inArray(users.email, ['agent.everlend@demo.local', 'recruit@demo.local']));
  for (const person of people) {
    await submitDemoAnswers(deps, person, person.email.startsWith('agent.everlend') ? EVERLEND_AGENT_CHOICES : RECRUIT_CHOICES, at);
  }
}

async function submitDemoAnswers(deps: AppDeps, person: { id: string; companyId: string | null }, choices: Record<string, number>, at: Date) {
  if (!person.companyId) return;
  const questions = await companyQuestions(deps, person.companyId);
  const rows = questions.map((q) => {
    const chosenText = BANK_BY_CODE.get(q.code)![3][choices[q.code]][0];
    const option = q.options.find((o) => o.optionText === chosenText)!;
    return {
      questionId: q.id,
      questionText: q.questionText,
      questionTextSw: q.questionTextSw,
      trait: q.trait,
      code: q.code,
      answerText: option.optionValue,
      optionText: option.optionText,
      optionTextSw: option.optionTextSw,
      isCorrect: option.isCorrect,
      score: option.score,
    };
  });
  await storeSubmission(deps.db, { userId: person.id, companyId: person.companyId, idempotencyKey: null, rows, at, recordedAt: at });
}
