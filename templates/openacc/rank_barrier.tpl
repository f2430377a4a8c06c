
// {{what}} (line {{line}}): the loop over the ranks before it has ended
