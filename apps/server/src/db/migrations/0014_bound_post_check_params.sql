-- Issue 26: checks stored before their parameters were bounded could hold megabytes (a link with a
-- 4.8 MB attribute stored ~9.6 MB per check). Each parameter is cut as boundedParam cuts it: at
-- 500 characters, the last one the mark; the post's address at 2,048.
UPDATE "post_checks" SET "items" = (
  SELECT COALESCE(jsonb_agg(
    CASE WHEN jsonb_typeof(element.item -> 'params') = 'object' THEN jsonb_set(element.item, '{params}', (
      SELECT COALESCE(jsonb_object_agg(param.key,
        CASE WHEN jsonb_typeof(param.value) = 'string' AND length(param.value #>> '{}') > 500
          THEN to_jsonb(left(param.value #>> '{}', 499) || '…')
          ELSE param.value END), '{}'::jsonb)
      FROM jsonb_each(element.item -> 'params') AS param
    )) ELSE element.item END
    ORDER BY element.position), '[]'::jsonb)
  FROM jsonb_array_elements("post_checks"."items") WITH ORDINALITY AS element(item, position)
)
WHERE octet_length("items"::text) > 4096;
--> statement-breakpoint
UPDATE "post_checks" SET "post_url" = left("post_url", 2047) || '…' WHERE length("post_url") > 2048;
