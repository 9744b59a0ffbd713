// What the OpenAPI document says of the amount fields (issue 27, decision 082), attached to the zod schemas the
// document is generated from (`.meta({ description })`), the requests' and the answers' alike. Words for the API's
// developers, in English as the rest of the document; never shown in the app.

export const AMOUNT_DOCS = {
  goalConfigAmount:
    'An amount goal, for any type but `step_count` (whose goal is its steps). Once the challenge exists only `target` may change.',
  unit: 'What the amount counts: a listed unit, or `custom` with `customUnit`.',
  customUnit: 'The word for a `custom` unit (e.g. `chapters`); null for a listed unit.',
  target:
    "The daily target: more than 0, at most the unit's daily maximum, with the decimals the unit takes (0 or 2).",
  direction: '`at_least`: met at or above the target; `at_most` ("stay under"): met at or under it.',
  dailyGoal:
    'The daily goal: `yes_no` (met or missed), or `amount` with its unit, target and direction (a step challenge: steps, at least its target).',
  checkInAmount:
    "The day's total amount (not an increment), for a challenge with an amount goal; a step challenge takes it as its step count.",
  amount:
    "The day's amount for an amount goal (a step day's count too); null on a met-or-missed day or a rest day.",
  amountTarget:
    'The target the amount was measured against when written (an edited target leaves it); null without an amount.',
  boardGoal: 'The goal the amounts count toward.',
  amountTotal: "The sum of the amounts of the person's days checked in, in the goal's unit.",
  amountAverage: 'The amount of an average day checked in, to 2 decimals; 0 before any.',
  amountBoard:
    'The board of an amount goal: ranked as the standard board, then by the higher total (`at_least`) or the lower daily average (`at_most`).',
} as const;
