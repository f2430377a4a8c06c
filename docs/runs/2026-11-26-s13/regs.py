import sys, struct
def regs(path):
    d=open(path,'rb').read()
    shoff,=struct.unpack_from('<Q',d,0x28); shentsize,shnum,shstrndx=struct.unpack_from('<HHH',d,0x3a)
    secs=[struct.unpack_from('<IIQQQQIIQQ',d,shoff+i*shentsize) for i in range(shnum)]
    stro=secs[shstrndx][4]
    nm=lambda o,base: d[base+o:d.index(b'\0',base+o)].decode()
    names=[nm(s[0],stro) for s in secs]
    symtab=[s for s,n in zip(secs,names) if n=='.symtab'][0]
    strtab=secs[symtab[6]]
    syms=[]
    for i in range(symtab[5]//24):
        st_name,=struct.unpack_from('<I',d,symtab[4]+i*24)
        syms.append(nm(st_name,strtab[4]))
    out={}
    for s,n in zip(secs,names):
        if n.startswith('.nv.info'):
            o=s[4]; e=o+s[5]
            while o<e:
                fmt,attr,size=struct.unpack_from('<BBH',d,o)
                if fmt==4:
                    if attr==0x2f:
                        f,v=struct.unpack_from('<II',d,o+4); out[syms[f]]=v
                    o+=4+size
                else: o+=4 if fmt in (1,2,3) else 4
    return out
for p in sys.argv[1:]:
    for n,r in regs(p).items():
        print(f"{r:4d} regs  {n[:120]}")
