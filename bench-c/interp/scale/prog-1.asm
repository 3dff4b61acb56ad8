; Primes repeated 1 times: each copy finds the first r0 primes, then goes to the next copy
    set r1 2
    set r5 0
    jlt r5 r0 4
    halt
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
