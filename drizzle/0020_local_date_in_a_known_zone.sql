-- The calendar date of an instant in a stored zone, UTC when PostgreSQL does not know the zone (a zone stored before
-- zones were checked, decision 021): a check-in's write computes the day its author joined (decision 039) and must
-- not fail on such a row, as the application reads an unknown stored zone as UTC everywhere else.
CREATE OR REPLACE FUNCTION "local_date"("instant" timestamptz, "zone" text) RETURNS date LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN ("instant" AT TIME ZONE "zone")::date;
EXCEPTION WHEN invalid_parameter_value THEN
  RETURN ("instant" AT TIME ZONE 'UTC')::date;
END
$$;
