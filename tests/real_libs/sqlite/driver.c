/* SQLite's round trip workload: an in-memory database with two related
 * tables, a join, aggregates, a recursive CTE, printf(), an index, a
 * transaction rolled back, a constraint error and prepared statements
 * with bound parameters. Prints every row. */
#include <stdio.h>
#include "sqlite3.h"

static int print_row(void *tag, int n, char **values, char **names) {
    printf("%s:", (const char *)tag);
    for (int i = 0; i < n; i++) printf(" %s=%s", names[i], values[i] ? values[i] : "NULL");
    printf("\n");
    return 0;
}

static void exec(sqlite3 *db, const char *tag, const char *sql) {
    char *err = NULL;
    if (sqlite3_exec(db, sql, print_row, (void *)tag, &err) != SQLITE_OK) {
        printf("%s: error: %s\n", tag, err);
        sqlite3_free(err);
    }
}

int main(void) {
    sqlite3 *db;
    if (sqlite3_open(":memory:", &db) != SQLITE_OK) return 1;
    exec(db, "schema",
         "CREATE TABLE dept(id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);"
         "CREATE TABLE emp(id INTEGER PRIMARY KEY, name TEXT, dept INTEGER REFERENCES dept(id),"
         " salary REAL, hired TEXT);"
         "CREATE INDEX emp_dept ON emp(dept);");
    exec(db, "insert",
         "INSERT INTO dept(name) VALUES ('research'), ('sales'), ('support'), ('empty');");

    sqlite3_stmt *ins;
    sqlite3_prepare_v2(db, "INSERT INTO emp(name, dept, salary, hired) VALUES (?1, ?2, ?3, ?4)",
                       -1, &ins, NULL);
    exec(db, "begin", "BEGIN");
    for (int i = 0; i < 500; i++) {
        char name[32], date[16];
        snprintf(name, sizeof name, "person%03d", (i * 37) % 500);
        snprintf(date, sizeof date, "20%02d-%02d-%02d", 10 + i % 15, 1 + i % 12, 1 + i % 28);
        sqlite3_bind_text(ins, 1, name, -1, SQLITE_TRANSIENT);
        sqlite3_bind_int(ins, 2, 1 + i % 3);
        sqlite3_bind_double(ins, 3, 1000.0 + (i * 7919) % 5000 / 3.0);
        sqlite3_bind_text(ins, 4, date, -1, SQLITE_TRANSIENT);
        sqlite3_step(ins);
        sqlite3_reset(ins);
    }
    sqlite3_finalize(ins);
    exec(db, "commit", "COMMIT");

    exec(db, "join",
         "SELECT d.name, count(e.id) AS n, printf('%.2f', avg(e.salary)) AS avg,"
         " max(e.hired) AS last FROM dept d LEFT JOIN emp e ON e.dept = d.id"
         " GROUP BY d.id ORDER BY n DESC, d.name");
    exec(db, "having",
         "SELECT substr(hired, 1, 4) AS year, count(*) AS n, round(sum(salary), 1) AS total"
         " FROM emp GROUP BY year HAVING n > 33 ORDER BY total DESC LIMIT 5");
    exec(db, "cte",
         "WITH RECURSIVE fib(i, a, b) AS (SELECT 1, 0, 1 UNION ALL"
         " SELECT i + 1, b, a + b FROM fib WHERE i < 40)"
         " SELECT i, a, printf('%08x|%-6s|%5.1e', a, 'x' || i, a * 1.5) AS p FROM fib"
         " WHERE i % 8 = 0");
    exec(db, "tree",
         "WITH RECURSIVE cnt(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM cnt LIMIT 1000)"
         " SELECT sum(x), group_concat(x, '') IS NOT NULL, total(x * x) FROM cnt");
    exec(db, "subquery",
         "SELECT name, salary FROM emp WHERE salary > (SELECT avg(salary) * 1.3 FROM emp)"
         " ORDER BY salary DESC, name LIMIT 4");
    exec(db, "window",
         "SELECT dept, name, rank() OVER (PARTITION BY dept ORDER BY salary DESC) AS r"
         " FROM emp WHERE id % 50 = 0 ORDER BY dept, r");
    exec(db, "strings",
         "SELECT upper('mixed Case'), length('héllo'), replace('a-b-c', '-', '+'),"
         " instr('haystack', 'st'), hex('AB'), quote('it''s'), like('%ab%', 'xxabyy')");
    exec(db, "rollback",
         "BEGIN; DELETE FROM emp; SELECT count(*) AS during FROM emp; ROLLBACK;"
         " SELECT count(*) AS after FROM emp");
    exec(db, "constraint", "INSERT INTO dept(name) VALUES ('sales')");
    exec(db, "update",
         "UPDATE emp SET salary = salary * 1.1 WHERE dept = 2;"
         " SELECT printf('%.3f', sum(salary)) AS s FROM emp");
    exec(db, "json", "SELECT json_object('a', 1, 'b', json_array(1, 2, 'x'))");
    printf("changes %d total %d\n", sqlite3_changes(db), sqlite3_total_changes(db));
    sqlite3_close(db);
    return 0;
}
