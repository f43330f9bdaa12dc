/** What is left to pay on a deposit: its total (price + PPN as snapshotted) less the money left. The screen and the sale share it. */
export const remainderOf = (deposit: { hargaTotal: number; dpRp: number }) => deposit.hargaTotal - deposit.dpRp;
