; Primes: find the first r0 primes; output each one; r7 = the last one
    set  r1 2        ; 0: i = 2
    set  r5 0        ; 1: count = 0
    jlt  r5 r0 4     ; 2: while count < n
    halt             ; 3
    set  r2 2        ; 4: d = 2
    mul  r3 r2 r2    ; 5: d * d
    jlt  r1 r3 11    ; 6: d * d > i: i is prime
    mod  r4 r1 r2    ; 7
    jz   r4 14       ; 8: d divides i: not prime
    addi r2 r2 1     ; 9: d++
    jmp  5           ; 10
    out  r1          ; 11
    addi r5 r5 1     ; 12: count++
    addi r7 r1 0     ; 13: last = i
    addi r1 r1 1     ; 14: i++
    jmp  2           ; 15
