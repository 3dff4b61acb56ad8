const int weights[4] = {3, 1, 4, 1};
