package subscribe

import "strings"

// subscription_words holds each word of a subscription's genres (kind
// 'genre') and area ('area'), split as the screen splits them (on , ， and
// /, trimmed), so the screen's 风格/区域 filters and their menus are read
// from an index instead of every subscription's comma list. Its key
// starts with (kind, word): a filter's words are a range of it, and one
// kind's distinct words come out in order.
var wordsMigration = `CREATE TABLE subscription_words (
		kind       TEXT    NOT NULL,
		word       TEXT    NOT NULL,
		media_type TEXT    NOT NULL,
		uid        INTEGER NOT NULL,
		sub_id     INTEGER NOT NULL REFERENCES subscriptions(id) ON DELETE CASCADE,
		PRIMARY KEY (kind, word, media_type, uid, sub_id)
	) WITHOUT ROWID;
	CREATE INDEX subscription_words_sub ON subscription_words(sub_id);
	CREATE INDEX subscriptions_type ON subscriptions(media_type, status);
	CREATE TRIGGER subscriptions_words_insert AFTER INSERT ON subscriptions BEGIN
		` + insertWords("NEW") + `
	END;
	CREATE TRIGGER subscriptions_words_update AFTER UPDATE OF uid, media_type, genres, area ON subscriptions BEGIN
		DELETE FROM subscription_words WHERE sub_id = OLD.id;
		` + insertWords("NEW") + `
	END;
	` + insertWords("subscriptions")

// insertWords is the INSERT of row's words (row: NEW in a trigger, or the
// table itself to fill the words of the rows already there). SQLite has
// no split, and a trigger may not hold a recursive CTE, so the list
// becomes a JSON array for json_each; a list that still is not valid JSON
// (a control character) adds no words rather than failing the write.
func insertWords(row string) string {
	from := ""
	if row == "subscriptions" {
		from = " subscriptions,"
	}
	one := func(kind, col string) string {
		list := row + "." + col
		for _, r := range [][2]string{{`\`, `\\`}, {`"`, `\"`}, {`，`, `,`}, {`/`, `,`}, {`,`, `","`}} {
			list = "replace(" + list + ", '" + r[0] + "', '" + r[1] + "')"
		}
		arr := `'["' || ` + list + ` || '"]'`
		return `INSERT OR IGNORE INTO subscription_words(kind, word, media_type, uid, sub_id)
			SELECT '` + kind + `', trim(j.value), ` + row + `.media_type, ` + row + `.uid, ` + row + `.id
			FROM` + from + ` json_each(CASE WHEN json_valid(` + arr + `) THEN ` + arr + ` ELSE '[]' END) j
			WHERE trim(j.value) <> '';`
	}
	return strings.Join([]string{one("genre", "genres"), one("area", "area")}, "\n\t\t")
}
