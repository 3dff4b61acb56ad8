/* Shared by the three files. */
int score(const char *word, int mode);
int note_word(const char *word);
int weight_of(int mode);
int words_seen(void);
