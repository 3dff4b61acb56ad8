; Primes repeated 100 times: each copy finds the first r0 primes, then goes to the next copy
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
    jmp 160
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
    set r1 2
    set r5 0
    jlt r5 r0 164
    jmp 176
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 171
    mod r4 r1 r2
    jz r4 174
    addi r2 r2 1
    jmp 165
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 162
    set r1 2
    set r5 0
    jlt r5 r0 180
    jmp 192
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 187
    mod r4 r1 r2
    jz r4 190
    addi r2 r2 1
    jmp 181
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 178
    set r1 2
    set r5 0
    jlt r5 r0 196
    jmp 208
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 203
    mod r4 r1 r2
    jz r4 206
    addi r2 r2 1
    jmp 197
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 194
    set r1 2
    set r5 0
    jlt r5 r0 212
    jmp 224
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 219
    mod r4 r1 r2
    jz r4 222
    addi r2 r2 1
    jmp 213
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 210
    set r1 2
    set r5 0
    jlt r5 r0 228
    jmp 240
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 235
    mod r4 r1 r2
    jz r4 238
    addi r2 r2 1
    jmp 229
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 226
    set r1 2
    set r5 0
    jlt r5 r0 244
    jmp 256
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 251
    mod r4 r1 r2
    jz r4 254
    addi r2 r2 1
    jmp 245
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 242
    set r1 2
    set r5 0
    jlt r5 r0 260
    jmp 272
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 267
    mod r4 r1 r2
    jz r4 270
    addi r2 r2 1
    jmp 261
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 258
    set r1 2
    set r5 0
    jlt r5 r0 276
    jmp 288
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 283
    mod r4 r1 r2
    jz r4 286
    addi r2 r2 1
    jmp 277
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 274
    set r1 2
    set r5 0
    jlt r5 r0 292
    jmp 304
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 299
    mod r4 r1 r2
    jz r4 302
    addi r2 r2 1
    jmp 293
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 290
    set r1 2
    set r5 0
    jlt r5 r0 308
    jmp 320
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 315
    mod r4 r1 r2
    jz r4 318
    addi r2 r2 1
    jmp 309
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 306
    set r1 2
    set r5 0
    jlt r5 r0 324
    jmp 336
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 331
    mod r4 r1 r2
    jz r4 334
    addi r2 r2 1
    jmp 325
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 322
    set r1 2
    set r5 0
    jlt r5 r0 340
    jmp 352
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 347
    mod r4 r1 r2
    jz r4 350
    addi r2 r2 1
    jmp 341
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 338
    set r1 2
    set r5 0
    jlt r5 r0 356
    jmp 368
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 363
    mod r4 r1 r2
    jz r4 366
    addi r2 r2 1
    jmp 357
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 354
    set r1 2
    set r5 0
    jlt r5 r0 372
    jmp 384
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 379
    mod r4 r1 r2
    jz r4 382
    addi r2 r2 1
    jmp 373
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 370
    set r1 2
    set r5 0
    jlt r5 r0 388
    jmp 400
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 395
    mod r4 r1 r2
    jz r4 398
    addi r2 r2 1
    jmp 389
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 386
    set r1 2
    set r5 0
    jlt r5 r0 404
    jmp 416
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 411
    mod r4 r1 r2
    jz r4 414
    addi r2 r2 1
    jmp 405
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 402
    set r1 2
    set r5 0
    jlt r5 r0 420
    jmp 432
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 427
    mod r4 r1 r2
    jz r4 430
    addi r2 r2 1
    jmp 421
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 418
    set r1 2
    set r5 0
    jlt r5 r0 436
    jmp 448
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 443
    mod r4 r1 r2
    jz r4 446
    addi r2 r2 1
    jmp 437
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 434
    set r1 2
    set r5 0
    jlt r5 r0 452
    jmp 464
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 459
    mod r4 r1 r2
    jz r4 462
    addi r2 r2 1
    jmp 453
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 450
    set r1 2
    set r5 0
    jlt r5 r0 468
    jmp 480
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 475
    mod r4 r1 r2
    jz r4 478
    addi r2 r2 1
    jmp 469
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 466
    set r1 2
    set r5 0
    jlt r5 r0 484
    jmp 496
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 491
    mod r4 r1 r2
    jz r4 494
    addi r2 r2 1
    jmp 485
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 482
    set r1 2
    set r5 0
    jlt r5 r0 500
    jmp 512
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 507
    mod r4 r1 r2
    jz r4 510
    addi r2 r2 1
    jmp 501
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 498
    set r1 2
    set r5 0
    jlt r5 r0 516
    jmp 528
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 523
    mod r4 r1 r2
    jz r4 526
    addi r2 r2 1
    jmp 517
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 514
    set r1 2
    set r5 0
    jlt r5 r0 532
    jmp 544
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 539
    mod r4 r1 r2
    jz r4 542
    addi r2 r2 1
    jmp 533
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 530
    set r1 2
    set r5 0
    jlt r5 r0 548
    jmp 560
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 555
    mod r4 r1 r2
    jz r4 558
    addi r2 r2 1
    jmp 549
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 546
    set r1 2
    set r5 0
    jlt r5 r0 564
    jmp 576
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 571
    mod r4 r1 r2
    jz r4 574
    addi r2 r2 1
    jmp 565
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 562
    set r1 2
    set r5 0
    jlt r5 r0 580
    jmp 592
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 587
    mod r4 r1 r2
    jz r4 590
    addi r2 r2 1
    jmp 581
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 578
    set r1 2
    set r5 0
    jlt r5 r0 596
    jmp 608
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 603
    mod r4 r1 r2
    jz r4 606
    addi r2 r2 1
    jmp 597
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 594
    set r1 2
    set r5 0
    jlt r5 r0 612
    jmp 624
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 619
    mod r4 r1 r2
    jz r4 622
    addi r2 r2 1
    jmp 613
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 610
    set r1 2
    set r5 0
    jlt r5 r0 628
    jmp 640
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 635
    mod r4 r1 r2
    jz r4 638
    addi r2 r2 1
    jmp 629
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 626
    set r1 2
    set r5 0
    jlt r5 r0 644
    jmp 656
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 651
    mod r4 r1 r2
    jz r4 654
    addi r2 r2 1
    jmp 645
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 642
    set r1 2
    set r5 0
    jlt r5 r0 660
    jmp 672
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 667
    mod r4 r1 r2
    jz r4 670
    addi r2 r2 1
    jmp 661
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 658
    set r1 2
    set r5 0
    jlt r5 r0 676
    jmp 688
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 683
    mod r4 r1 r2
    jz r4 686
    addi r2 r2 1
    jmp 677
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 674
    set r1 2
    set r5 0
    jlt r5 r0 692
    jmp 704
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 699
    mod r4 r1 r2
    jz r4 702
    addi r2 r2 1
    jmp 693
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 690
    set r1 2
    set r5 0
    jlt r5 r0 708
    jmp 720
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 715
    mod r4 r1 r2
    jz r4 718
    addi r2 r2 1
    jmp 709
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 706
    set r1 2
    set r5 0
    jlt r5 r0 724
    jmp 736
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 731
    mod r4 r1 r2
    jz r4 734
    addi r2 r2 1
    jmp 725
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 722
    set r1 2
    set r5 0
    jlt r5 r0 740
    jmp 752
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 747
    mod r4 r1 r2
    jz r4 750
    addi r2 r2 1
    jmp 741
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 738
    set r1 2
    set r5 0
    jlt r5 r0 756
    jmp 768
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 763
    mod r4 r1 r2
    jz r4 766
    addi r2 r2 1
    jmp 757
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 754
    set r1 2
    set r5 0
    jlt r5 r0 772
    jmp 784
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 779
    mod r4 r1 r2
    jz r4 782
    addi r2 r2 1
    jmp 773
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 770
    set r1 2
    set r5 0
    jlt r5 r0 788
    jmp 800
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 795
    mod r4 r1 r2
    jz r4 798
    addi r2 r2 1
    jmp 789
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 786
    set r1 2
    set r5 0
    jlt r5 r0 804
    jmp 816
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 811
    mod r4 r1 r2
    jz r4 814
    addi r2 r2 1
    jmp 805
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 802
    set r1 2
    set r5 0
    jlt r5 r0 820
    jmp 832
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 827
    mod r4 r1 r2
    jz r4 830
    addi r2 r2 1
    jmp 821
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 818
    set r1 2
    set r5 0
    jlt r5 r0 836
    jmp 848
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 843
    mod r4 r1 r2
    jz r4 846
    addi r2 r2 1
    jmp 837
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 834
    set r1 2
    set r5 0
    jlt r5 r0 852
    jmp 864
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 859
    mod r4 r1 r2
    jz r4 862
    addi r2 r2 1
    jmp 853
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 850
    set r1 2
    set r5 0
    jlt r5 r0 868
    jmp 880
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 875
    mod r4 r1 r2
    jz r4 878
    addi r2 r2 1
    jmp 869
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 866
    set r1 2
    set r5 0
    jlt r5 r0 884
    jmp 896
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 891
    mod r4 r1 r2
    jz r4 894
    addi r2 r2 1
    jmp 885
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 882
    set r1 2
    set r5 0
    jlt r5 r0 900
    jmp 912
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 907
    mod r4 r1 r2
    jz r4 910
    addi r2 r2 1
    jmp 901
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 898
    set r1 2
    set r5 0
    jlt r5 r0 916
    jmp 928
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 923
    mod r4 r1 r2
    jz r4 926
    addi r2 r2 1
    jmp 917
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 914
    set r1 2
    set r5 0
    jlt r5 r0 932
    jmp 944
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 939
    mod r4 r1 r2
    jz r4 942
    addi r2 r2 1
    jmp 933
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 930
    set r1 2
    set r5 0
    jlt r5 r0 948
    jmp 960
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 955
    mod r4 r1 r2
    jz r4 958
    addi r2 r2 1
    jmp 949
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 946
    set r1 2
    set r5 0
    jlt r5 r0 964
    jmp 976
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 971
    mod r4 r1 r2
    jz r4 974
    addi r2 r2 1
    jmp 965
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 962
    set r1 2
    set r5 0
    jlt r5 r0 980
    jmp 992
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 987
    mod r4 r1 r2
    jz r4 990
    addi r2 r2 1
    jmp 981
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 978
    set r1 2
    set r5 0
    jlt r5 r0 996
    jmp 1008
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1003
    mod r4 r1 r2
    jz r4 1006
    addi r2 r2 1
    jmp 997
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 994
    set r1 2
    set r5 0
    jlt r5 r0 1012
    jmp 1024
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1019
    mod r4 r1 r2
    jz r4 1022
    addi r2 r2 1
    jmp 1013
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1010
    set r1 2
    set r5 0
    jlt r5 r0 1028
    jmp 1040
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1035
    mod r4 r1 r2
    jz r4 1038
    addi r2 r2 1
    jmp 1029
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1026
    set r1 2
    set r5 0
    jlt r5 r0 1044
    jmp 1056
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1051
    mod r4 r1 r2
    jz r4 1054
    addi r2 r2 1
    jmp 1045
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1042
    set r1 2
    set r5 0
    jlt r5 r0 1060
    jmp 1072
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1067
    mod r4 r1 r2
    jz r4 1070
    addi r2 r2 1
    jmp 1061
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1058
    set r1 2
    set r5 0
    jlt r5 r0 1076
    jmp 1088
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1083
    mod r4 r1 r2
    jz r4 1086
    addi r2 r2 1
    jmp 1077
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1074
    set r1 2
    set r5 0
    jlt r5 r0 1092
    jmp 1104
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1099
    mod r4 r1 r2
    jz r4 1102
    addi r2 r2 1
    jmp 1093
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1090
    set r1 2
    set r5 0
    jlt r5 r0 1108
    jmp 1120
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1115
    mod r4 r1 r2
    jz r4 1118
    addi r2 r2 1
    jmp 1109
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1106
    set r1 2
    set r5 0
    jlt r5 r0 1124
    jmp 1136
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1131
    mod r4 r1 r2
    jz r4 1134
    addi r2 r2 1
    jmp 1125
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1122
    set r1 2
    set r5 0
    jlt r5 r0 1140
    jmp 1152
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1147
    mod r4 r1 r2
    jz r4 1150
    addi r2 r2 1
    jmp 1141
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1138
    set r1 2
    set r5 0
    jlt r5 r0 1156
    jmp 1168
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1163
    mod r4 r1 r2
    jz r4 1166
    addi r2 r2 1
    jmp 1157
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1154
    set r1 2
    set r5 0
    jlt r5 r0 1172
    jmp 1184
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1179
    mod r4 r1 r2
    jz r4 1182
    addi r2 r2 1
    jmp 1173
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1170
    set r1 2
    set r5 0
    jlt r5 r0 1188
    jmp 1200
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1195
    mod r4 r1 r2
    jz r4 1198
    addi r2 r2 1
    jmp 1189
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1186
    set r1 2
    set r5 0
    jlt r5 r0 1204
    jmp 1216
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1211
    mod r4 r1 r2
    jz r4 1214
    addi r2 r2 1
    jmp 1205
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1202
    set r1 2
    set r5 0
    jlt r5 r0 1220
    jmp 1232
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1227
    mod r4 r1 r2
    jz r4 1230
    addi r2 r2 1
    jmp 1221
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1218
    set r1 2
    set r5 0
    jlt r5 r0 1236
    jmp 1248
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1243
    mod r4 r1 r2
    jz r4 1246
    addi r2 r2 1
    jmp 1237
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1234
    set r1 2
    set r5 0
    jlt r5 r0 1252
    jmp 1264
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1259
    mod r4 r1 r2
    jz r4 1262
    addi r2 r2 1
    jmp 1253
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1250
    set r1 2
    set r5 0
    jlt r5 r0 1268
    jmp 1280
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1275
    mod r4 r1 r2
    jz r4 1278
    addi r2 r2 1
    jmp 1269
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1266
    set r1 2
    set r5 0
    jlt r5 r0 1284
    jmp 1296
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1291
    mod r4 r1 r2
    jz r4 1294
    addi r2 r2 1
    jmp 1285
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1282
    set r1 2
    set r5 0
    jlt r5 r0 1300
    jmp 1312
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1307
    mod r4 r1 r2
    jz r4 1310
    addi r2 r2 1
    jmp 1301
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1298
    set r1 2
    set r5 0
    jlt r5 r0 1316
    jmp 1328
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1323
    mod r4 r1 r2
    jz r4 1326
    addi r2 r2 1
    jmp 1317
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1314
    set r1 2
    set r5 0
    jlt r5 r0 1332
    jmp 1344
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1339
    mod r4 r1 r2
    jz r4 1342
    addi r2 r2 1
    jmp 1333
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1330
    set r1 2
    set r5 0
    jlt r5 r0 1348
    jmp 1360
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1355
    mod r4 r1 r2
    jz r4 1358
    addi r2 r2 1
    jmp 1349
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1346
    set r1 2
    set r5 0
    jlt r5 r0 1364
    jmp 1376
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1371
    mod r4 r1 r2
    jz r4 1374
    addi r2 r2 1
    jmp 1365
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1362
    set r1 2
    set r5 0
    jlt r5 r0 1380
    jmp 1392
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1387
    mod r4 r1 r2
    jz r4 1390
    addi r2 r2 1
    jmp 1381
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1378
    set r1 2
    set r5 0
    jlt r5 r0 1396
    jmp 1408
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1403
    mod r4 r1 r2
    jz r4 1406
    addi r2 r2 1
    jmp 1397
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1394
    set r1 2
    set r5 0
    jlt r5 r0 1412
    jmp 1424
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1419
    mod r4 r1 r2
    jz r4 1422
    addi r2 r2 1
    jmp 1413
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1410
    set r1 2
    set r5 0
    jlt r5 r0 1428
    jmp 1440
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1435
    mod r4 r1 r2
    jz r4 1438
    addi r2 r2 1
    jmp 1429
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1426
    set r1 2
    set r5 0
    jlt r5 r0 1444
    jmp 1456
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1451
    mod r4 r1 r2
    jz r4 1454
    addi r2 r2 1
    jmp 1445
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1442
    set r1 2
    set r5 0
    jlt r5 r0 1460
    jmp 1472
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1467
    mod r4 r1 r2
    jz r4 1470
    addi r2 r2 1
    jmp 1461
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1458
    set r1 2
    set r5 0
    jlt r5 r0 1476
    jmp 1488
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1483
    mod r4 r1 r2
    jz r4 1486
    addi r2 r2 1
    jmp 1477
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1474
    set r1 2
    set r5 0
    jlt r5 r0 1492
    jmp 1504
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1499
    mod r4 r1 r2
    jz r4 1502
    addi r2 r2 1
    jmp 1493
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1490
    set r1 2
    set r5 0
    jlt r5 r0 1508
    jmp 1520
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1515
    mod r4 r1 r2
    jz r4 1518
    addi r2 r2 1
    jmp 1509
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1506
    set r1 2
    set r5 0
    jlt r5 r0 1524
    jmp 1536
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1531
    mod r4 r1 r2
    jz r4 1534
    addi r2 r2 1
    jmp 1525
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1522
    set r1 2
    set r5 0
    jlt r5 r0 1540
    jmp 1552
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1547
    mod r4 r1 r2
    jz r4 1550
    addi r2 r2 1
    jmp 1541
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1538
    set r1 2
    set r5 0
    jlt r5 r0 1556
    jmp 1568
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1563
    mod r4 r1 r2
    jz r4 1566
    addi r2 r2 1
    jmp 1557
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1554
    set r1 2
    set r5 0
    jlt r5 r0 1572
    jmp 1584
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1579
    mod r4 r1 r2
    jz r4 1582
    addi r2 r2 1
    jmp 1573
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1570
    set r1 2
    set r5 0
    jlt r5 r0 1588
    halt
    set r2 2
    mul r3 r2 r2
    jlt r1 r3 1595
    mod r4 r1 r2
    jz r4 1598
    addi r2 r2 1
    jmp 1589
    out r1
    addi r5 r5 1
    addi r7 r1 0
    addi r1 r1 1
    jmp 1586
