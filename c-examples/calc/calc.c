/* calc: a recursive-descent evaluator of integer expressions such as
 * "2 * (x + 3) % -y", with + - * / %, unary minus, parentheses, decimal
 * numbers, spaces and the variables a..z.
 *
 * The text is dynamic, so all the parsing stays in the residual program. What
 * is static is the nesting depth, a parameter of the mutually recursive expr,
 * term and factor (each '(' calls expr one level deeper; nesting beyond
 * MAX_DEPTH is an error), and the values of the variables. The recursion is
 * under dynamic control, yet specialization terminates: the depth is bounded,
 * so there is one copy of the parser per depth. Each variable in the text
 * becomes a constant instead of a load from a table. */
#include <limits.h>
#include <stdio.h>

#define MAX_DEPTH 4
#define NVARS 26

/* Values of calc_error; only the first error of an expression is kept. */
enum {
    CALC_OK,
    CALC_SYNTAX,     /* a bad character, a missing operand or trailing text */
    CALC_UNBALANCED, /* a '(' without its ')' */
    CALC_DIV_ZERO,   /* x / 0 or x % 0 */
    CALC_TOO_DEEP,   /* more than MAX_DEPTH nested parentheses */
    CALC_OVERFLOW    /* a number or a result outside int */
};

int calc_error;
int nodes; /* numbers and variables read */

static const char *pos;   /* the next unread character of the text */
static const int *values; /* the values of a..z */

static void fail(int code) {
    if (calc_error == CALC_OK) {
        calc_error = code;
    }
}

static void skip_spaces(void) {
    while (*pos == ' ') {
        pos++;
    }
}

/* Arithmetic is done in long long, which holds any sum, difference, product or
 * quotient of two ints, and brought back here, so that no input overflows. */
static int fit(long long r) {
    if (r < INT_MIN || r > INT_MAX) {
        fail(CALC_OVERFLOW);
        return 0;
    }
    return (int)r;
}

static int number(void) {
    long long v = 0;
    while (*pos >= '0' && *pos <= '9') {
        /* Stop accumulating once past INT_MAX, so v stays far from LLONG_MAX
         * however many digits follow. */
        if (v <= INT_MAX) {
            v = v * 10 + (*pos - '0');
        }
        pos++;
    }
    return fit(v);
}

/* The letter is dynamic, but it can only be one of NVARS characters: comparing
 * it with each in turn makes the index static (the "trick" of partial
 * evaluation), so with the table static every branch returns a constant. */
static int variable(char c) {
    for (int i = 0; i < NVARS; i++) {
        if (c == 'a' + i) {
            return values[i];
        }
    }
    return 0; /* not reached: factor only passes a..z */
}

static int expr(int depth);

static int factor(int depth) {
    int v;
    skip_spaces();
    /* At most one unary minus, so that only '(' makes a recursive call: "--1"
     * is an error, "-(-1)" is not. */
    int negative = *pos == '-';
    if (negative) {
        pos++;
        skip_spaces();
    }
    char c = *pos;
    if (c == '(') {
        /* The depth grows only here, and only up to MAX_DEPTH: this bound is
         * what makes specialization terminate. */
        if (depth == MAX_DEPTH) {
            fail(CALC_TOO_DEEP);
            return 0;
        }
        pos++;
        v = expr(depth + 1);
        if (*pos == ')') {
            pos++;
        } else {
            fail(CALC_UNBALANCED);
        }
    } else if (c >= '0' && c <= '9') {
        v = number();
        nodes++;
    } else if (c >= 'a' && c <= 'z') {
        pos++;
        v = variable(c);
        nodes++;
    } else {
        fail(CALC_SYNTAX);
        return 0;
    }
    skip_spaces();
    return negative ? fit(-(long long)v) : v;
}

static int term(int depth) {
    int v = factor(depth);
    while (*pos == '*' || *pos == '/' || *pos == '%') {
        char op = *pos;
        pos++;
        int w = factor(depth);
        if (op == '*') {
            v = fit((long long)v * w);
        } else if (w == 0) {
            fail(CALC_DIV_ZERO);
            v = 0;
        } else if (op == '/') {
            v = fit((long long)v / w); /* INT_MIN / -1 overflows */
        } else {
            v = (int)((long long)v % w);
        }
    }
    return v;
}

static int expr(int depth) {
    int v = term(depth);
    while (*pos == '+' || *pos == '-') {
        char op = *pos;
        pos++;
        int w = term(depth);
        v = fit(op == '+' ? (long long)v + w : (long long)v - w);
    }
    return v;
}

/* Evaluates text with the variables a..z set to vars[0..25]; returns 0 and
 * sets calc_error on errors. Every call of factor, term and expr can write
 * nodes and calc_error under the dynamic control of the text, so cmix's
 * binding-time analysis makes both dynamic. */
int calc(const char *text, const int *vars) {
    pos = text;
    values = vars;
    nodes = 0;
    calc_error = CALC_OK;
    int v = expr(0);
    if (*pos == ')') {
        fail(CALC_UNBALANCED);
    } else if (*pos != '\0') {
        fail(CALC_SYNTAX);
    }
    return calc_error == CALC_OK ? v : 0;
}

int main(void) {
    /* n = 10, x = 7, y = -3, the other letters 0 */
    static const int vars[NVARS] = {[13] = 10, [23] = 7, [24] = -3};
    static const char *const inputs[] = {
        "1 + 2 * 3",
        "(1 + 2) * 3",
        " 2 * (x + 3) % -y ",
        "x * x - y * n",
        "-n + -(a - 1) * -(-x)",
        "100 / 7 / 2 - 100 % 7",
        "2 * (3 + (4 - (5 * (6 - 7))))",
        "((((42))))",
        "(((((42)))))",
        "1 + (2 * ((((3)))))",
        "7 / (3 - 3)",
        "7 % (x - 7)",
        "(1 + 2",
        "1 + 2)",
        "2 $ 3",
        "1 +",
        "--n",
        "",
        "x y",
        "2147483647 + 1",
        "-2147483647 - 1",
        "99999999999",
        "(0 - 2147483647 - 1) / -1",
    };
    for (int i = 0; i < (int)(sizeof inputs / sizeof inputs[0]); i++) {
        int r = calc(inputs[i], vars);
        printf("%-32s -> %11d  nodes=%d error=%d\n", inputs[i], r, nodes, calc_error);
    }
    return 0;
}
