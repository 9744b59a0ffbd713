// How much of the push worker one person can ask for (decision 053): each device of a person is one delivery per
// notification, so devices are capped and turning push on is rate-limited per person.

/**
 * Devices with push per person; a new one past it replaces the person's oldest. A real person never gets near it
 * (a phone, a tablet, a laptop or two, a few browsers each); the endpoint is the device's identity, so turning push
 * on again on the same browser does not add one.
 */
export const SUBSCRIPTIONS_PER_PERSON = 20;

/** POST /api/push/subscriptions per person an hour: the app asks only when someone turns push on on a device. */
export const SUBSCRIPTION_REGISTRATIONS_PER_HOUR = 30;
