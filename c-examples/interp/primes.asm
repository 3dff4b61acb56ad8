; count the primes below r0; print each one
    set  r1 2        ; 0: i = 2
    jlt  r1 r0 3     ; 1: if i < n go on
    halt             ; 2
    set  r2 2        ; 3: d = 2
    mul  r3 r2 r2    ; 4: d * d
    jlt  r1 r3 10    ; 5: d * d > i: i is prime
    mod  r4 r1 r2    ; 6
    jz   r4 12       ; 7: d divides i: not prime
    addi r2 r2 1     ; 8: d++
    jmp  4           ; 9
    out  r1          ; 10
    addi r7 r7 1     ; 11: count++
    addi r1 r1 1     ; 12: i++
    jmp  1           ; 13
