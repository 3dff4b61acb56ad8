int dot(const int *w, const int *x) { int s = 0; for (int i = 0; i < 4; i++) s += w[i] * x[i]; return s; }
