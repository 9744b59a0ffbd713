// product-rules.md#recording-a-check-in: the check-ins API's refusals (an unknown challenge is the challenges'
// notFound).
export const checkInMessages = {
  checkInNotFound: 'Check-in not found',
  joinToCheckIn: 'You must join this challenge before you can check in.',
  joinToEdit: 'You must join this challenge before you can edit check-ins.',
  joinToDelete: 'You must join this challenge before you can delete check-ins.',
  joinToSee: 'You must join this challenge to see its check-ins.',
  joinToRest: 'You must join this challenge before you can take a rest day.',
  stepCountRequired: 'Please enter your step count.',
  metRequired: 'Please choose whether you met your goal.',
  clientIdReused: 'This check-in id was already used for another check-in.',
} as const;
