-- courses.total_enrollments counts paid purchases only: a refund (status paid -> refunded) takes the
-- learner off the count, a purchase bought again after a refund puts them back. Same statement-level
-- triggers as migration 0003; only the functions change.
CREATE OR REPLACE FUNCTION purchases_enrollments_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses c SET total_enrollments = c.total_enrollments + n.added
  FROM (
    SELECT course_id, count(*) AS added FROM purchases_new WHERE status = 'paid' GROUP BY course_id
  ) n
  WHERE c.id = n.course_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION purchases_enrollments_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses c SET total_enrollments = greatest(c.total_enrollments - o.removed, 0)
  FROM (
    SELECT course_id, count(*) AS removed FROM purchases_old WHERE status = 'paid' GROUP BY course_id
  ) o
  WHERE c.id = o.course_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION purchases_enrollments_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses c SET total_enrollments = greatest(c.total_enrollments + d.delta, 0)
  FROM (
    SELECT course_id, sum(delta) AS delta FROM (
      SELECT course_id, -1 AS delta FROM purchases_old WHERE status = 'paid'
      UNION ALL
      SELECT course_id, 1 AS delta FROM purchases_new WHERE status = 'paid'
    ) changes GROUP BY course_id
  ) d
  WHERE c.id = d.course_id AND d.delta <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE courses c SET total_enrollments =
  (SELECT count(*) FROM purchases p WHERE p.course_id = c.id AND p.status = 'paid');
