-- courses.total_enrollments is the number of purchases of the course. Statement-level triggers keep it
-- right whoever writes purchases (payments, seeds, tests, a bulk COPY) at one UPDATE per statement.
CREATE FUNCTION purchases_enrollments_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses c SET total_enrollments = c.total_enrollments + n.added
  FROM (SELECT course_id, count(*) AS added FROM purchases_new GROUP BY course_id) n
  WHERE c.id = n.course_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION purchases_enrollments_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses c SET total_enrollments = greatest(c.total_enrollments - o.removed, 0)
  FROM (SELECT course_id, count(*) AS removed FROM purchases_old GROUP BY course_id) o
  WHERE c.id = o.course_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION purchases_enrollments_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses c SET total_enrollments = greatest(c.total_enrollments + d.delta, 0)
  FROM (
    SELECT course_id, sum(delta) AS delta FROM (
      SELECT course_id, -1 AS delta FROM purchases_old
      UNION ALL
      SELECT course_id, 1 AS delta FROM purchases_new
    ) changes GROUP BY course_id
  ) d
  WHERE c.id = d.course_id AND d.delta <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER purchases_enrollments_insert AFTER INSERT ON purchases
  REFERENCING NEW TABLE AS purchases_new
  FOR EACH STATEMENT EXECUTE FUNCTION purchases_enrollments_added();
--> statement-breakpoint
CREATE TRIGGER purchases_enrollments_delete AFTER DELETE ON purchases
  REFERENCING OLD TABLE AS purchases_old
  FOR EACH STATEMENT EXECUTE FUNCTION purchases_enrollments_removed();
--> statement-breakpoint
CREATE TRIGGER purchases_enrollments_update AFTER UPDATE ON purchases
  REFERENCING OLD TABLE AS purchases_old NEW TABLE AS purchases_new
  FOR EACH STATEMENT EXECUTE FUNCTION purchases_enrollments_moved();
--> statement-breakpoint
-- Purchases written before this migration (none in practice) are counted once.
UPDATE courses c SET total_enrollments = (SELECT count(*) FROM purchases p WHERE p.course_id = c.id);
