// team scratch: one host buffer per level, reset for each team
