kt_block_info kt_b = {{init}}{{args}}{{shared}}, {{slot}});
