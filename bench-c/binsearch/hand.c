/* binsearch, specialized by hand: the search in the table of the first 200
 * primes written as a switch. */
#include <stdio.h>

/* The index of key among the first 200 primes, or -1: the table written as
 * the cases of a switch, which the C compiler turns into a jump table. */
static int prime_index(int key) {
    switch (key) {
    case 2: return 0; case 3: return 1; case 5: return 2; case 7: return 3; case 11: return 4;
    case 13: return 5; case 17: return 6; case 19: return 7; case 23: return 8;
    case 29: return 9; case 31: return 10; case 37: return 11; case 41: return 12;
    case 43: return 13; case 47: return 14; case 53: return 15; case 59: return 16;
    case 61: return 17; case 67: return 18; case 71: return 19; case 73: return 20;
    case 79: return 21; case 83: return 22; case 89: return 23; case 97: return 24;
    case 101: return 25; case 103: return 26; case 107: return 27; case 109: return 28;
    case 113: return 29; case 127: return 30; case 131: return 31; case 137: return 32;
    case 139: return 33; case 149: return 34; case 151: return 35; case 157: return 36;
    case 163: return 37; case 167: return 38; case 173: return 39; case 179: return 40;
    case 181: return 41; case 191: return 42; case 193: return 43; case 197: return 44;
    case 199: return 45; case 211: return 46; case 223: return 47; case 227: return 48;
    case 229: return 49; case 233: return 50; case 239: return 51; case 241: return 52;
    case 251: return 53; case 257: return 54; case 263: return 55; case 269: return 56;
    case 271: return 57; case 277: return 58; case 281: return 59; case 283: return 60;
    case 293: return 61; case 307: return 62; case 311: return 63; case 313: return 64;
    case 317: return 65; case 331: return 66; case 337: return 67; case 347: return 68;
    case 349: return 69; case 353: return 70; case 359: return 71; case 367: return 72;
    case 373: return 73; case 379: return 74; case 383: return 75; case 389: return 76;
    case 397: return 77; case 401: return 78; case 409: return 79; case 419: return 80;
    case 421: return 81; case 431: return 82; case 433: return 83; case 439: return 84;
    case 443: return 85; case 449: return 86; case 457: return 87; case 461: return 88;
    case 463: return 89; case 467: return 90; case 479: return 91; case 487: return 92;
    case 491: return 93; case 499: return 94; case 503: return 95; case 509: return 96;
    case 521: return 97; case 523: return 98; case 541: return 99; case 547: return 100;
    case 557: return 101; case 563: return 102; case 569: return 103; case 571: return 104;
    case 577: return 105; case 587: return 106; case 593: return 107; case 599: return 108;
    case 601: return 109; case 607: return 110; case 613: return 111; case 617: return 112;
    case 619: return 113; case 631: return 114; case 641: return 115; case 643: return 116;
    case 647: return 117; case 653: return 118; case 659: return 119; case 661: return 120;
    case 673: return 121; case 677: return 122; case 683: return 123; case 691: return 124;
    case 701: return 125; case 709: return 126; case 719: return 127; case 727: return 128;
    case 733: return 129; case 739: return 130; case 743: return 131; case 751: return 132;
    case 757: return 133; case 761: return 134; case 769: return 135; case 773: return 136;
    case 787: return 137; case 797: return 138; case 809: return 139; case 811: return 140;
    case 821: return 141; case 823: return 142; case 827: return 143; case 829: return 144;
    case 839: return 145; case 853: return 146; case 857: return 147; case 859: return 148;
    case 863: return 149; case 877: return 150; case 881: return 151; case 883: return 152;
    case 887: return 153; case 907: return 154; case 911: return 155; case 919: return 156;
    case 929: return 157; case 937: return 158; case 941: return 159; case 947: return 160;
    case 953: return 161; case 967: return 162; case 971: return 163; case 977: return 164;
    case 983: return 165; case 991: return 166; case 997: return 167; case 1009: return 168;
    case 1013: return 169; case 1019: return 170; case 1021: return 171; case 1031: return 172;
    case 1033: return 173; case 1039: return 174; case 1049: return 175; case 1051: return 176;
    case 1061: return 177; case 1063: return 178; case 1069: return 179; case 1087: return 180;
    case 1091: return 181; case 1093: return 182; case 1097: return 183; case 1103: return 184;
    case 1109: return 185; case 1117: return 186; case 1123: return 187; case 1129: return 188;
    case 1151: return 189; case 1153: return 190; case 1163: return 191; case 1171: return 192;
    case 1181: return 193; case 1187: return 194; case 1193: return 195; case 1201: return 196;
    case 1213: return 197; case 1217: return 198; case 1223: return 199;
    default:
        return -1;
    }
}

int main(void) {
    unsigned long seed;
    long count;
    if (scanf("%lu %ld", &seed, &count) != 2) {
        return 1;
    }
    unsigned long state = seed;
    long found = 0;
    long index_sum = 0;
    for (long k = 0; k < count; k++) {
        state = state * 6364136223846793005UL + 1442695040888963407UL;
        int key = (int)((state >> 33) % 1250);
        int i = prime_index(key);
        if (i >= 0) {
            found++;
            index_sum += i;
        }
    }
    printf("searches %ld, found %ld, index sum %ld\n", count, found, index_sum);
    return 0;
}
