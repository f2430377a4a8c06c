const int kt_carry_gang = kt_acc_gang(kt_gangs);
