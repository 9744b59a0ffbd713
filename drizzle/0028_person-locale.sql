-- Decision 079: the language each person reads HabitSprint in; what others' actions send them (e-mails, pushes,
-- notifications) is written in it too. Everyone so far read English.
ALTER TABLE "users" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;
