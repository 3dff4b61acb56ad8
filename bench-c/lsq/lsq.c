/* lsq: least-squares fitting by orthogonal polynomials (the book's section
 * 11.8.1 "least square" benchmark, specialized to degree 3 and 100 fixed
 * x-values).
 *
 * lsq(m, x, n, y, c) fits a polynomial of degree m to the points (x[i], y[i]),
 * i < n, weighted by weight(x[i]), in the basis of the polynomials p_0..p_m
 * orthogonal for these points and weights (Forsythe's three-term recurrence):
 *
 *     p_0(x) = 1,  p_1(x) = (x - a_1) p_0(x),
 *     p_j(x) = (x - a_j) p_{j-1}(x) - b_j p_{j-2}(x),
 *     a_j = sum w x p_{j-1}^2 / sum w p_{j-1}^2,  b_j = sum w p_{j-1}^2 / sum w p_{j-2}^2.
 *
 * c[j] receives the coefficient of p_j; the result is the weighted sum of the
 * squared errors of the fit. The x-values and the degree are static; main
 * fits count times data sets y generated from the seed ("seed count" on
 * standard input). */
#include <stdio.h>

#define MAX_POINTS 100
#define MAX_DEGREE 8
#define NPOINTS 100
#define NSETS 64

static const double xs[NPOINTS] = {
    -1.980, -1.936, -1.895, -1.850, -1.816, -1.770, -1.759, -1.705, -1.650, -1.619,
    -1.571, -1.556, -1.505, -1.472, -1.423, -1.382, -1.360, -1.313, -1.271, -1.211,
    -1.175, -1.155, -1.094, -1.076, -1.020, -0.996, -0.960, -0.892, -0.873, -0.833,
    -0.769, -0.732, -0.711, -0.649, -0.623, -0.578, -0.553, -0.490, -0.458, -0.409,
    -0.371, -0.350, -0.308, -0.275, -0.235, -0.198, -0.150, -0.101, -0.080, -0.018,
    0.011, 0.050, 0.106, 0.135, 0.170, 0.215, 0.263, 0.282, 0.351, 0.361,
    0.424, 0.467, 0.481, 0.545, 0.572, 0.619, 0.640, 0.681, 0.726, 0.791,
    0.806, 0.864, 0.910, 0.950, 0.971, 1.011, 1.057, 1.105, 1.123, 1.184,
    1.226, 1.268, 1.281, 1.350, 1.363, 1.411, 1.460, 1.509, 1.531, 1.590,
    1.617, 1.650, 1.690, 1.726, 1.763, 1.805, 1.862, 1.912, 1.925, 1.962,
};

/* The weight of a point: points far from 0 count less. */
static double weight(double x) { return 1.0 / (1.0 + 0.25 * x * x); }

double lsq(int m, const double *x, int n, const double *y, double *c) {
    double p[MAX_DEGREE + 1][MAX_POINTS];
    double w[MAX_POINTS];
    double fit[MAX_POINTS];
    double norm[MAX_DEGREE + 1];
    if (m > MAX_DEGREE || n > MAX_POINTS) {
        return -1.0;
    }
    for (int i = 0; i < n; i++) {
        w[i] = weight(x[i]);
        p[0][i] = 1.0;
        fit[i] = 0.0;
    }
    for (int j = 0; j <= m; j++) {
        if (j > 0) {
            double sx = 0.0;
            for (int i = 0; i < n; i++) {
                sx += w[i] * x[i] * p[j - 1][i] * p[j - 1][i];
            }
            double a = sx / norm[j - 1];
            double b = j > 1 ? norm[j - 1] / norm[j - 2] : 0.0;
            for (int i = 0; i < n; i++) {
                p[j][i] = (x[i] - a) * p[j - 1][i] - (j > 1 ? b * p[j - 2][i] : 0.0);
            }
        }
        double sp = 0.0, sy = 0.0;
        for (int i = 0; i < n; i++) {
            sp += w[i] * p[j][i] * p[j][i];
            sy += w[i] * y[i] * p[j][i];
        }
        norm[j] = sp;
        c[j] = sy / sp;
        for (int i = 0; i < n; i++) {
            fit[i] += c[j] * p[j][i];
        }
    }
    double err = 0.0;
    for (int i = 0; i < n; i++) {
        double d = y[i] - fit[i];
        err += w[i] * d * d;
    }
    return err;
}

static unsigned long rng_state;

/* A pseudo-random number in [-1, 1). */
static double next_random(void) {
    rng_state = rng_state * 6364136223846793005UL + 1442695040888963407UL;
    return (double)(rng_state >> 11) / 4503599627370496.0 - 1.0;
}

int main(void) {
    unsigned long seed;
    long count;
    if (scanf("%lu %ld", &seed, &count) != 2) {
        return 1;
    }
    rng_state = seed;
    /* NSETS data sets: cubics plus noise. */
    static double y[NSETS][NPOINTS];
    for (int k = 0; k < NSETS; k++) {
        double k0 = next_random(), k1 = next_random(), k2 = next_random(), k3 = next_random();
        for (int i = 0; i < NPOINTS; i++) {
            double t = xs[i];
            y[k][i] = ((k3 * t + k2) * t + k1) * t + k0 + 0.1 * next_random();
        }
    }
    double c[MAX_DEGREE + 1];
    double sum_err = 0.0, sum_c = 0.0;
    for (long k = 0; k < count; k++) {
        sum_err += lsq(3, xs, NPOINTS, y[k % NSETS], c);
        sum_c += c[0] - c[1] + c[2] - c[3];
    }
    printf("data sets %ld, total error %.10g, coefficient checksum %.10g\n", count, sum_err,
           sum_c);
    return 0;
}
