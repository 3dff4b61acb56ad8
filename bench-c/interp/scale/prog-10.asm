; Primes repeated 10 times: each copy finds the first r0 primes, then goes to the next copy
    set r1 2
    set r5 0
    jlt r5 r0 4
    jmp 16
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 11
    mod r4 r1 r2
    jz r4 14
    addi r2 r2 1
    jmp 5
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 2
    set r1 2
    set r5 0
    jlt r5 r0 20
    jmp 32
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 27
    mod r4 r1 r2
    jz r4 30
    addi r2 r2 1
    jmp 21
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 18
    set r1 2
    set r5 0
    jlt r5 r0 36
    jmp 48
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 43
    mod r4 r1 r2
    jz r4 46
    addi r2 r2 1
    jmp 37
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 34
    set r1 2
    set r5 0
    jlt r5 r0 52
    jmp 64
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 59
    mod r4 r1 r2
    jz r4 62
    addi r2 r2 1
    jmp 53
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 50
    set r1 2
    set r5 0
    jlt r5 r0 68
    jmp 80
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 75
    mod r4 r1 r2
    jz r4 78
    addi r2 r2 1
    jmp 69
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 66
    set r1 2
    set r5 0
    jlt r5 r0 84
    jmp 96
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 91
    mod r4 r1 r2
    jz r4 94
    addi r2 r2 1
    jmp 85
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 82
    set r1 2
    set r5 0
    jlt r5 r0 100
    jmp 112
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 107
    mod r4 r1 r2
    jz r4 110
    addi r2 r2 1
    jmp 101
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 98
    set r1 2
    set r5 0
    jlt r5 r0 116
    jmp 128
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 123
    mod r4 r1 r2
    jz r4 126
    addi r2 r2 1
    jmp 117
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 114
    set r1 2
    set r5 0
    jlt r5 r0 132
    jmp 144
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 139
    mod r4 r1 r2
    jz r4 142
    addi r2 r2 1
    jmp 133
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 130
    set r1 2
    set r5 0
    jlt r5 r0 148
    halt
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 155
    mod r4 r1 r2
    jz r4 158
    addi r2 r2 1
    jmp 149
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 146
