import { z } from 'zod';
import { isValidTimeZone } from '../domain/calendar-date';

export const timezoneSchema = z.object({
  timezone: z.string().refine(isValidTimeZone, 'Unknown timezone.'),
});

export interface Profile {
  id: string;
  name: string;
  email: string;
  avatar: string | null;
  timezone: string;
}
