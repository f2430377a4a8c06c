const int kt_gang = kt_acc_gang(kt_gangs);
