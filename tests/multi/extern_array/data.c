int tally[8];
