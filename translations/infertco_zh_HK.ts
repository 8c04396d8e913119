<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_HK">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>磁碟機</translation>
    </message>
</context>
<context>
    <name>infertco::AcceleratorTableModel</name>
    <message>
        <source>Datacenter GPU</source>
        <translation>數據中心 GPU</translation>
    </message>
    <message>
        <source>Consumer GPU</source>
        <translation>消費級顯示卡</translation>
    </message>
    <message>
        <source>NPU</source>
        <translation>NPU</translation>
    </message>
    <message>
        <source>Inference ASIC</source>
        <translation>推理 ASIC</translation>
    </message>
    <message>
        <source>TP eff. by size</source>
        <translation>按規模的 TP 效率</translation>
    </message>
    <message>
        <source>tensor-parallel efficiency by size</source>
        <translation>按規模的張量並行效率</translation>
    </message>
    <message>
        <source>Tensor-parallel efficiency measured at 2, 4 or 8 cards; a size not listed takes TP eff. Read-only here: edit it in a bundle and import it.</source>
        <translation>在 2、4 或 8 張卡上實測的張量並行效率；未列出的規模使用 TP 效率。此處唯讀：請在數據包中編輯後匯入。</translation>
    </message>
    <message>
        <source>Efficiency by precision</source>
        <translation>按精度的效率</translation>
    </message>
    <message>
        <source>efficiency by precision</source>
        <translation>按精度的效率</translation>
    </message>
    <message>
        <source>Bandwidth (bw) and compute efficiency measured at a precision; they replace BW eff. and Compute eff. there. Read-only here: edit it in a bundle and import it.</source>
        <translation>在某一精度下實測的頻寬（bw）和算力（compute）效率；在該精度下取代頻寬效率和算力效率。此處唯讀：請在數據包中編輯後匯入。</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>未註明</translation>
    </message>
</context>
<context>
    <name>infertco::AdviceView</name>
    <message>
        <source>Cannot serve this workload:</source>
        <translation>無法承載該工作負載：</translation>
    </message>
    <message>
        <source>Nothing to watch out for.</source>
        <translation>沒有需要注意的事項。</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>回本點</translation>
    </message>
    <message>
        <source>Plan search</source>
        <translation>方案搜尋</translation>
    </message>
</context>
<context>
    <name>infertco::Advisor</name>
    <message numerus="yes">
        <source>Memory is tight: at tensor-parallel size %1 only %n sequence(s) fit in memory at once, so long prompts or traffic bursts will queue. Consider a card with more memory or a lower-precision model.</source>
        <translation>
            <numerusform>顯存緊張：張量並行度為 %1 時，顯存一次只能容納 %n 個序列，長提示詞或突發流量將需要排隊。建議選用顯存更大的卡，或改用更低精度的模型。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not support %2, so the model runs in %3: it needs more memory and runs slower than planned, and the model must be converted to %3.</source>
        <translation>%1 不支援 %2，模型將以 %3 執行：所需顯存更多、速度低於預期，且模型須轉換為 %3。</translation>
    </message>
    <message>
        <source>The model changes %1 times a year: on %2 every new model must be ported and requantized for the vendor&apos;s toolchain, which takes engineering days each time. NPUs and inference ASICs suit models that stay stable.</source>
        <translation>模型每年更新 %1 次：在 %2 上，每個新模型都須針對廠商工具鏈重新移植和量化，每次都要耗費若干工程師工作天。NPU 和推理 ASIC 較適合相對穩定的模型。</translation>
    </message>
    <message>
        <source>The workload needs isolation between tenants, but %1 cannot be partitioned (no MIG-like isolation): tenants would share whole cards or need cards of their own.</source>
        <translation>該工作負載要求租戶間隔離，但 %1 無法分區（沒有類似 MIG 的隔離功能）：租戶只能共用整張卡，或各自獨佔卡。</translation>
    </message>
    <message>
        <source>Consumer cards split one model over %1 cards through PCIe, without NVLink: real throughput is often well below the estimate. Test before you buy.</source>
        <translation>消費級顯示卡需透過 PCIe（無 NVLink）將一個模型分拆到 %1 張卡上：實際吞吐量往往遠低於估算值。請先測試再購買。</translation>
    </message>
    <message>
        <source>One copy of the model needs %1 cards but a server holds fewer, so each copy spans servers over the network: expect lower throughput and higher latency.</source>
        <translation>每個模型副本需要 %1 張卡，但單台伺服器裝不下，因此每個副本須經網絡跨伺服器部署：吞吐量會更低、延遲會更高。</translation>
    </message>
    <message>
        <source>The workload has dynamic shapes (varying prompt lengths or batch sizes): %1 compiles for fixed shapes and loses efficiency with them.</source>
        <translation>該工作負載為動態形狀（提示詞長度或批次大小不固定）：%1 按固定形狀編譯，遇到動態形狀時效率會下降。</translation>
    </message>
    <message>
        <source>The rental&apos;s minimum term is %1 months, longer than the %2-month horizon: you would pay for months you do not use.</source>
        <translation>該租用方案的最短租期為 %1 個月，長於 %2 個月的測算期：您需為用不到的月份付費。</translation>
    </message>
    <message numerus="yes">
        <source>The rental&apos;s %1-month minimum term keeps %2 server-month(s) committed after month %3, the end of the horizon, costing %4 at month %3&apos;s price: neither the months nor their cost are counted in the totals.</source>
        <translation>
            <numerusform>該租用方案 %1 個月的最短租期使測算期結束（第 %3 個月）之後仍有 %2 個伺服器·月的租用承諾，按第 %3 個月的價格計為 %4：這些月份及其費用均未計入總額。</numerusform>
        </translation>
    </message>
    <message>
        <source>the card %1</source>
        <translation>加速卡 %1</translation>
    </message>
    <message>
        <source>the server %1</source>
        <translation>伺服器 %1</translation>
    </message>
    <message>
        <source>the colocation offer %1</source>
        <translation>伺服器託管報價 %1</translation>
    </message>
    <message>
        <source>the rental offer %1</source>
        <translation>伺服器租用報價 %1</translation>
    </message>
    <message>
        <source>The price of %1 is marked as an example, not a quote from a seller: replace it with a real quote before you rely on the totals.</source>
        <translation>%1 的價格標註為示例，並非賣方的報價：請先換成真實報價，再依據總額作決定。</translation>
    </message>
    <message>
        <source>The team works from %1, but %2 is in %3: users near the team see higher latency, and data kept in %3 falls under that region&apos;s data-residency and privacy rules. Check both before you sign.</source>
        <translation>團隊位於 %1，但 %2 位於 %3：團隊附近的用戶會遇到更高的延遲，而存放在 %3 的數據須遵守當地的數據駐留和私隱規定。簽約前請確認這兩點。</translation>
    </message>
    <message>
        <source>%1 is export-controlled: using it in %2 needs a US export licence (the US Export Administration Regulations treat Hong Kong and Macau like mainland China). Make sure the seller or provider holds one, or the hardware may not be delivered or may have to be withdrawn.</source>
        <translation>%1 受出口管制：在 %2 使用需要美國出口許可證（美國《出口管理條例》將香港和澳門視同中國內地）。請確認賣方或服務商持有許可證，否則硬件可能無法交付或須撤回。</translation>
    </message>
    <message>
        <source>%1 is a consumer card: the GeForce driver licence excludes deployment in a datacenter (other vendors&apos; consumer drivers carry similar terms), so running it in colocation or renting it from a cloud provider breaks that licence. Keep consumer cards for a proof of concept on your own premises, or choose a datacenter card.</source>
        <translation>%1 是消費級顯示卡：GeForce 驅動程式授權協議不容許在數據中心部署（其他廠商的消費級驅動程式也有類似條款），因此放在託管機房或向雲端服務商租用都違反該授權。消費級顯示卡宜用於自家場地的概念驗證，否則請選擇數據中心級加速卡。</translation>
    </message>
    <message>
        <source>The server %1 is sold with all %2 slots filled: at its largest the fleet installs %3 accelerators but the replicas need only %4, so %5 sit idle while they are paid for, powered and maintained. A platform with fewer slots, or a plan that uses every card, costs less.</source>
        <translation>伺服器 %1 出售時 %2 個插槽全部裝滿：規模最大時共裝有 %3 張加速卡，而模型副本只需 %4 張，因此有 %5 張閒置，卻仍要購買、供電和維護。選用插槽較少的平台，或讓每張卡都得到使用的方案，成本更低。</translation>
    </message>
    <message numerus="yes">
        <source>Servers are rented on top of the %n owned server(s) in %1 of the %2 months: the owned base is too small for most of the horizon. Consider owning more servers, and compare the totals.</source>
        <translation>
            <numerusform>在 %2 個月中有 %1 個月需要在自有的 %n 台伺服器之外另行租用伺服器：自有部分在測算期的大部分時間都不夠用。請考慮購置更多伺服器，並比較總額。</numerusform>
        </translation>
    </message>
    <message>
        <source>Against %1, this option breaks even in month %2 only through the %3 resale value of the hardware in month %4: without selling the hardware it does not pay back within the %4-month horizon.</source>
        <translation>與 %1 相比，本方案在第 %2 個月達到回本點，完全依靠第 %4 個月硬件 %3 的殘值：若不出售硬件，在 %4 個月的測算期內無法回本。</translation>
    </message>
    <message>
        <source>the P99 time to first token is %1 ms against a %2 ms target</source>
        <translation>P99 首 token 時延為 %1 ms，目標為 %2 ms</translation>
    </message>
    <message>
        <source>the P99 time per output token is %1 ms against a %2 ms target</source>
        <translation>P99 每個輸出 token 耗時為 %1 ms，目標為 %2 ms</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message numerus="yes">
        <source>Sized by averages, %1 at the peak-month load; P99 sizing needs %n more replica(s).</source>
        <translation>
            <numerusform>按平均值測算容量時，在峰值月負載下，%1。按 P99 測算還需要增加 %n 個副本。</numerusform>
        </translation>
    </message>
    <message>
        <source>Sized by averages, %1 at the peak-month load, and no load at this tensor-parallel size meets the P99 targets.</source>
        <translation>按平均值測算容量時，在峰值月負載下，%1；而且在此張量並行規模下，任何負載都達不到 P99 目標。</translation>
    </message>
    <message>
        <source>At the peak-month load each replica runs at %1% of the load at which its P99 targets still hold: above 85%, queues grow steeply with every extra request.</source>
        <translation>在峰值月負載下，每個副本的負載達到仍能滿足 P99 目標的負載的 %1%：超過 85% 後，每多一個請求，排隊都會急劇增長。</translation>
    </message>
    <message>
        <source>Decoding is compute-bound (%1 FLOP per byte against the card&apos;s ridge of %2): peak TFLOPS sets its speed.</source>
        <translation>解碼受算力限制（每位元組 %1 次浮點運算，而該卡的拐點為 %2）：其速度取決於峰值 TFLOPS。</translation>
    </message>
    <message>
        <source>Decoding is memory-bound: it does %1 times fewer operations per byte than the card could, so memory bandwidth, not peak TFLOPS, sets its speed.</source>
        <translation>解碼受顯存頻寬限制：它每位元組的運算量僅為該卡所能達到的 1/%1，因此其速度取決於顯存頻寬，而非峰值 TFLOPS。</translation>
    </message>
    <message>
        <source>Decoding is memory-bound: memory bandwidth, not peak TFLOPS, sets its speed.</source>
        <translation>解碼受顯存頻寬限制：其速度取決於顯存頻寬，而非峰值 TFLOPS。</translation>
    </message>
    <message>
        <source>Prefill is compute-bound: peak TFLOPS sets the time to first token.</source>
        <translation>預填充受算力限制：首 token 時延取決於峰值 TFLOPS。</translation>
    </message>
    <message>
        <source>Prefill is memory-bound: memory bandwidth sets the time to first token.</source>
        <translation>預填充受顯存頻寬限制：首 token 時延取決於顯存頻寬。</translation>
    </message>
    <message>
        <source>The price of %1 names no source and no quote date: nobody can check where or when it was quoted. Get a dated quote from a seller before you rely on the totals.</source>
        <translation>%1 的價格既沒有來源也沒有報價日期：無法核實它從何而來、何時報價。請先向賣方取得註明日期的報價，再依賴這些總額。</translation>
    </message>
    <message>
        <source>%1 is a PRC-designed advanced-computing chip: the US BIS guidance of 13 May 2025 presumes such chips (it names the Ascend 910B, 910C and 910D) subject to General Prohibition 10, so buying, using or financing it without BIS authorisation may violate the US Export Administration Regulations, in %2 as anywhere and for non-US companies too. No seller&apos;s licence covers you: ask your counsel before you sign.</source>
        <translation>%1 是中國設計的先進計算晶片：美國工業與安全局（BIS）2025 年 5 月 13 日的指引推定此類晶片（點名昇騰 910B、910C 和 910D）受第十號一般禁令（General Prohibition 10）約束，未經 BIS 授權購買、使用或為其融資都可能違反美國《出口管理條例》，在 %2 與在其他地方一樣，非美國公司亦然。賣方的許可證無法為您免責：簽約前請諮詢法律顧問。</translation>
    </message>
    <message>
        <source>The price of %1 comes from a quote dated %2, more than %4 months before %3: hardware and rental prices move quickly, so ask for a current quote before you decide.</source>
        <translation>%1 的價格來自 %2 的報價，距 %3 已超過 %4 個月：硬件和租用價格變化很快，請在決定前索取最新報價。</translation>
    </message>
    <message>
        <source>The server %1 has no typical power draw (base_w is empty), so its host power counts as 0 W and power, cooling and racks come out too low. Enter the server&apos;s typical draw from its specification sheet.</source>
        <translation>伺服器 %1 沒有填寫典型功耗（base_w 為空），其主機功耗按 0 W 計算，電費、製冷和機櫃數都會偏低。請按伺服器規格書填寫典型功耗。</translation>
    </message>
    <message>
        <source>%1 has no idle power (idle_w is empty), so the cards count as drawing nothing when idle and power and cooling come out too low. Enter the card&apos;s idle draw from its specification or a measurement.</source>
        <translation>%1 沒有填寫閒置功耗（idle_w 為空），卡在閒置時按不耗電計算，電費和製冷都會偏低。請按規格書或實測值填寫該卡的閒置功耗。</translation>
    </message>
    <message>
        <source>The colocation offer %1 has no rack fee and no per-U fee (both empty), so rack space counts as nothing and this option looks cheaper than it is. Enter the provider&apos;s quote.</source>
        <translation>託管報價 %1 沒有機櫃費，也沒有按 U 收費（兩者皆為空），因此機位空間按零計算，本方案看來比實際便宜。請填入服務商的報價。</translation>
    </message>
    <message>
        <source>The colocation offer %1 bills power per kW but has no price per kW (empty), so power counts as nothing and this option looks cheaper than it is. Enter the provider&apos;s quote.</source>
        <translation>託管報價 %1 按千瓦收取電費，但沒有填寫每千瓦價格（為空），因此電費按零計算，本方案看來比實際便宜。請填入服務商的報價。</translation>
    </message>
</context>
<context>
    <name>infertco::AnalysisCommands</name>
    <message>
        <source>%1 needs two option names</source>
        <translation>%1 需要兩個方案名稱</translation>
    </message>
    <message>
        <source>expected exactly one INPUT, got %1</source>
        <translation>應當只有一個 INPUT，實際為 %1 個</translation>
    </message>
    <message>
        <source>--range expects DRIVER=LOW:HIGH or DRIVER=LOW:MOST_LIKELY:HIGH with DRIVER one of %1, not &quot;%2&quot;</source>
        <translation>--range 的格式應為 DRIVER=LOW:HIGH 或 DRIVER=LOW:MOST_LIKELY:HIGH，DRIVER 取 %1 之一，而不是「%2」</translation>
    </message>
    <message>
        <source>--range %1: &quot;%2&quot; is not a number: %3</source>
        <translation>--range %1：「%2」不是數字：%3</translation>
    </message>
    <message>
        <source>--range %1: give LOW:HIGH or LOW:MOST_LIKELY:HIGH</source>
        <translation>--range %1：請給出 LOW:HIGH 或 LOW:MOST_LIKELY:HIGH</translation>
    </message>
    <message>
        <source>  infertco-cli sensitivity INPUT [--scenario ID] [--pair A B] [--measure total|npv]
               [--range DRIVER=LOW:[MOST_LIKELY:]HIGH]... [--fx-currency CUR]
               [--format json|csv|table]
  infertco-cli montecarlo INPUT [--scenario ID] [--seed N] [--draws N] [--threads N]
               [--range DRIVER=LOW:[MOST_LIKELY:]HIGH]... [--fx-currency CUR]
               [--format json|csv|table]
</source>
        <translation>  infertco-cli sensitivity INPUT [--scenario ID] [--pair A B] [--measure total|npv]
               [--range DRIVER=LOW:[MOST_LIKELY:]HIGH]... [--fx-currency CUR]
               [--format json|csv|table]
  infertco-cli montecarlo INPUT [--scenario ID] [--seed N] [--draws N] [--threads N]
               [--range DRIVER=LOW:[MOST_LIKELY:]HIGH]... [--fx-currency CUR]
               [--format json|csv|table]
</translation>
    </message>
    <message>
        <source>scenario &quot;%1&quot;</source>
        <translation>情景「%1」</translation>
    </message>
    <message>
        <source>has no scenario</source>
        <translation>沒有情景</translation>
    </message>
    <message>
        <source>--measure must be total or npv, not &quot;%1&quot;</source>
        <translation>--measure 必須是 total 或 npv，而不是「%1」</translation>
    </message>
    <message>
        <source>has no option named &quot;%1&quot;</source>
        <translation>沒有名為「%1」的方案</translation>
    </message>
    <message>
        <source>needs at least two feasible options to compare</source>
        <translation>至少需要兩個可行方案才能比較</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to %1, not &quot;%2&quot;</source>
        <translation>--seed 必須是 0 到 %1 之間的整數，而不是「%2」</translation>
    </message>
    <message>
        <source>--draws must be a whole number from 1 to %1, not &quot;%2&quot;</source>
        <translation>--draws 必須是 1 到 %1 之間的整數，而不是「%2」</translation>
    </message>
    <message>
        <source>--threads must be a whole number from 1 to 256, not &quot;%1&quot;</source>
        <translation>--threads 必須是 1 到 256 之間的整數，而不是「%1」</translation>
    </message>
</context>
<context>
    <name>infertco::AnalysisFormat</name>
    <message>
        <source>Sensitivity of the %1, scenario %2, in %3
</source>
        <translation>%1的敏感度分析，情景 %2，貨幣 %3
</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>淨現值</translation>
    </message>
    <message>
        <source>total cost</source>
        <translation>總成本</translation>
    </message>
    <message>
        <source>A: %1
B: %2
</source>
        <translation>A：%1
B：%2
</translation>
    </message>
    <message>
        <source>A − B at the scenario&apos;s figures: %1

</source>
        <translation>按情景取值時 A − B：%1

</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>驅動因素</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低值</translation>
    </message>
    <message>
        <source>High</source>
        <translation>高值</translation>
    </message>
    <message>
        <source>A − B at low</source>
        <translation>低值時 A − B</translation>
    </message>
    <message>
        <source>A − B at high</source>
        <translation>高值時 A − B</translation>
    </message>
    <message>
        <source>Swing</source>
        <translation>擺幅</translation>
    </message>
    <message>
        <source>No single driver within its range changes which option is cheaper.
</source>
        <translation>在各自範圍內，沒有任何單個驅動因素會改變哪個方案更便宜。
</translation>
    </message>
    <message>
        <source>Where the choice flips:
  </source>
        <translation>選擇發生翻轉的位置：
  </translation>
    </message>
    <message>
        <source>Totals are simulated in double precision and rounded to the cent; options that no varying driver moves, and zero-width ranges, use the exact ledger.</source>
        <translation>總額以雙精度模擬並四捨五入到分；不受任何變動驅動因素影響的方案，以及範圍寬度為零的驅動因素，使用精確帳本計算。</translation>
    </message>
    <message>
        <source>Monte Carlo, scenario %1, in %2: %3 draws, seed %4
</source>
        <translation>蒙地卡羅模擬，情景 %1，貨幣 %2：抽樣 %3 次，隨機種子 %4
</translation>
    </message>
    <message>
        <source>%1 %2 / %3 / %4</source>
        <translation>%1 %2 / %3 / %4</translation>
    </message>
    <message>
        <source>Drivers drawn (low / most likely / high):
  </source>
        <translation>抽樣的驅動因素（低值 / 最可能值 / 高值）：
  </translation>
    </message>
    <message>
        <source>none</source>
        <translation>無</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>Cheapest</source>
        <translation>最便宜</translation>
    </message>
    <message>
        <source>  cannot serve the workload: %1</source>
        <translation>  無法承載該工作負載：%1</translation>
    </message>
</context>
<context>
    <name>infertco::BreakEvenText</name>
    <message>
        <source>%1 costs more than %2 through the whole %3-month horizon.</source>
        <translation>在整個 %3 個月的測算期內，%1 的成本始終高於 %2。</translation>
    </message>
    <message>
        <source>%1 pays back against %2 from month %3 only through the %4 resale value at the end: without selling the hardware it does not pay back within the %5-month horizon.</source>
        <translation>相對於 %2，%1 由第 %3 個月起回本，但全靠期末 %4 的殘值：若不出售硬件，在 %5 個月的測算期內無法回本。</translation>
    </message>
    <message>
        <source>%1 costs no more than %2 from the start.</source>
        <translation>%1 由一開始就不比 %2 貴。</translation>
    </message>
    <message>
        <source>%1 pays back against %2 from month %3 (from month %4 without the resale value).</source>
        <translation>相對於 %2，%1 由第 %3 個月起回本（不計殘值則由第 %4 個月起）。</translation>
    </message>
    <message>
        <source>%1 pays back against %2 from month %3.</source>
        <translation>相對於 %2，%1 由第 %3 個月起回本。</translation>
    </message>
</context>
<context>
    <name>infertco::BundleReader</name>
    <message>
        <source>is required</source>
        <translation>為必填項</translation>
    </message>
    <message>
        <source>must be a text string</source>
        <translation>必須是文字字串</translation>
    </message>
    <message>
        <source>must be a number or a decimal string such as &quot;0.8&quot;</source>
        <translation>必須是數字或小數字串，例如 &quot;0.8&quot;</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>必須是數字</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必須是整數</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必須是 true 或 false</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必須是物件</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>必須是清單</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation>&quot;%1&quot; 不是 %2 之一</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an accelerator class</source>
        <translation>&quot;%1&quot; 不是有效的加速卡類別</translation>
    </message>
    <message>
        <source>%1 option %2</source>
        <translation>%1，方案 %2</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行第 %2 欄</translation>
    </message>
    <message>
        <source>the bundle</source>
        <translation>數據包</translation>
    </message>
    <message>
        <source>is not valid JSON (%1 at %2)</source>
        <translation>不是有效的 JSON（%2：%1）</translation>
    </message>
    <message>
        <source>must be a JSON object with &quot;format&quot;: &quot;infertco-bundle&quot;</source>
        <translation>必須是包含 &quot;format&quot;: &quot;infertco-bundle&quot; 的 JSON 物件</translation>
    </message>
    <message>
        <source>must be &quot;infertco-bundle&quot;; this is not an InferTCO bundle</source>
        <translation>必須是 &quot;infertco-bundle&quot;；這不是 InferTCO 數據包</translation>
    </message>
    <message>
        <source>is %1, made by a newer InferTCO; this version reads up to %2</source>
        <translation>為 %1，由更新版本的 InferTCO 生成；本版本最高只能讀取 %2</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>無法讀取：%1</translation>
    </message>
    <message>
        <source>is too large to be a bundle</source>
        <translation>檔案過大，不可能是數據包</translation>
    </message>
    <message>
        <source>is not a finite number; enter an ordinary number such as 80</source>
        <translation>不是有限數值；請輸入普通數字，例如 80</translation>
    </message>
    <message>
        <source>is given twice in the same object (the second time at %1); give each key once</source>
        <translation>在同一物件中出現了兩次（第二次在 %1）；每個鍵只可出現一次</translation>
    </message>
    <message>
        <source>must hold at least one year</source>
        <translation>至少要有一年</translation>
    </message>
    <message>
        <source>must hold at least one step</source>
        <translation>至少要有一個階段</translation>
    </message>
    <message>
        <source>must be a whole number, or a string of digits</source>
        <translation>必須是整數或數字字串</translation>
    </message>
    <message>
        <source>names &quot;%1&quot;, which is not a tensor-parallel size (2, 4 or 8)</source>
        <translation>列出了 &quot;%1&quot;，它不是張量並行規模（2、4 或 8）</translation>
    </message>
    <message>
        <source>names &quot;%1&quot;; an efficiency is bw or compute</source>
        <translation>列出了 &quot;%1&quot;；效率只能是 bw 或 compute</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of sxm, oam, pcie, other</source>
        <translation>&quot;%1&quot; 不是 sxm、oam、pcie、other 之一</translation>
    </message>
    <message>
        <source>a non-text value</source>
        <translation>非文字值</translation>
    </message>
    <message>
        <source>must be [t_us, prompt_tokens, output_tokens]</source>
        <translation>必須是 [t_us, prompt_tokens, output_tokens]</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 2^53 - 1</source>
        <translation>必須是 0 至 2^53 - 1 之間的整數</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to 10,000,000</source>
        <translation>必須是 1 至 10,000,000 之間的整數</translation>
    </message>
    <message>
        <source>must be 1, 2, 3 or 4</source>
        <translation>必須是 1、2、3 或 4</translation>
    </message>
</context>
<context>
    <name>infertco::BundleScan</name>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行第 %2 欄</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>伺服器平台</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>情境</translation>
    </message>
    <message>
        <source>demand step</source>
        <translation>需求階段</translation>
    </message>
    <message>
        <source>scenario option</source>
        <translation>情境方案</translation>
    </message>
    <message>
        <source>the bundle</source>
        <translation>數據包</translation>
    </message>
    <message>
        <source>rental offer</source>
        <translation>租用報價</translation>
    </message>
    <message>
        <source>colo offer</source>
        <translation>託管報價</translation>
    </message>
    <message>
        <source>region</source>
        <translation>地區</translation>
    </message>
    <message>
        <source>%1 at %2; text must be valid Unicode without NUL</source>
        <translation>%2 處有%1；文字必須是有效的 Unicode，且不含 NUL</translation>
    </message>
    <message>
        <source>a NUL byte</source>
        <translation>一個 NUL 位元組</translation>
    </message>
    <message>
        <source>a byte that is not UTF-8 (0x%1)</source>
        <translation>一個不是 UTF-8 的位元組（0x%1）</translation>
    </message>
    <message>
        <source>&quot;\u0000&quot;, a NUL character,</source>
        <translation>「\u0000」，即 NUL 字元</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, the first half of a surrogate pair without its second half,</source>
        <translation>「%1」，即缺少後半部分的代理對前半部分</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, the second half of a surrogate pair without its first half,</source>
        <translation>「%1」，即缺少前半部分的代理對後半部分</translation>
    </message>
    <message>
        <source>is not a field InferTCO knows, so it was ignored</source>
        <translation>不是 InferTCO 認識的欄位，已被忽略</translation>
    </message>
    <message>
        <source>is not a field InferTCO knows, so it was ignored (in 1 item)</source>
        <translation>不是 InferTCO 認識的欄位，已被忽略（見於 1 個條目）</translation>
    </message>
    <message>
        <source>is not a field InferTCO knows, so it was ignored (in %1 items)</source>
        <translation>不是 InferTCO 認識的欄位，已被忽略（見於 %1 個條目）</translation>
    </message>
    <message>
        <source>; did you mean %1?</source>
        <translation>；是否想輸入 %1？</translation>
    </message>
    <message>
        <source>request log</source>
        <translation>請求日誌</translation>
    </message>
</context>
<context>
    <name>infertco::BundleStorage</name>
    <message>
        <source>keeps no team catalog bases</source>
        <translation>不保存團隊目錄的基準版本</translation>
    </message>
    <message>
        <source>cannot be saved under another name</source>
        <translation>無法另存為其他名稱</translation>
    </message>
</context>
<context>
    <name>infertco::BundleTableModel</name>
    <message>
        <source>Not set</source>
        <translation>未設定</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the choices offered here</source>
        <translation>「%1」不是此處提供的選項之一</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <translation>修改%2的%1</translation>
    </message>
    <message>
        <source>Add %1</source>
        <translation>添加%1</translation>
    </message>
    <message>
        <source>Duplicate %1</source>
        <translation>複製%1</translation>
    </message>
    <message>
        <source>Duplicate %1 %2</source>
        <translation>複製%1 %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>刪除%1</translation>
    </message>
    <message>
        <source>Remove %1 %2</source>
        <translation>刪除%1 %2</translation>
    </message>
    <message>
        <source>No quote date: the figures&apos; age is unknown.</source>
        <translation>沒有報價日期：無法判斷這些數據的時效。</translation>
    </message>
    <message>
        <source>Quoted %1, %2 months ago: prices may have changed; ask for a new quote.</source>
        <translation>報價於 %1，已過去 %2 個月：價格可能已變動，請重新詢價。</translation>
    </message>
    <message>
        <source>Quoted %1</source>
        <translation>報價於 %1</translation>
    </message>
    <message>
        <source>Quoted %1, %2 months ago</source>
        <translation>報價於 %1，%2 個月前</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;</source>
        <comment>item kind, item name</comment>
        <translation>%1「%2」</translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <comment>item, field as the editor shows it, what is wrong</comment>
        <translation>%1 — %2：%3</translation>
    </message>
</context>
<context>
    <name>infertco::Calibration</name>
    <message>
        <source>%1 line %2</source>
        <translation>%1 第 %2 行</translation>
    </message>
    <message>
        <source>a request of %1 prompt and %2 output tokens does not fit one replica of %3 × %4 with this scenario&apos;s model (its KV cache holds %5 tokens): the run is not of this scenario&apos;s model and size</source>
        <translation>%1 個提示詞元和 %2 個輸出詞元的請求放不進此情景模型在 %3 × %4 上的一個副本（其 KV 快取容納 %5 個詞元）：該運行不屬於此情景的模型和規模</translation>
    </message>
    <message>
        <source>accelerator &quot;%1&quot;</source>
        <translation>加速卡「%1」</translation>
    </message>
    <message>
        <source>supports neither the scenario&apos;s precision nor its fallback</source>
        <translation>既不支援情景的精度，也不支援其回退精度</translation>
    </message>
    <message>
        <source>no measured run to calibrate on</source>
        <translation>沒有可用於校準的實測運行</translation>
    </message>
    <message>
        <source>a tensor-parallel size is 1, 2, 4 or 8, not %1</source>
        <translation>張量並行規模須為 1、2、4 或 8，而不是 %1</translation>
    </message>
    <message>
        <source>is %1: the runs at tensor-parallel size %2 are beyond it</source>
        <translation>為 %1：張量並行規模 %2 的運行超出了它</translation>
    </message>
    <message>
        <source>%1: burstiness above 1 (arrivals smoother than Poisson) is simulated as Poisson arrivals</source>
        <translation>%1：突發度大於 1（到達比泊松更平穩）按泊松到達模擬</translation>
    </message>
    <message>
        <source>%1: simulated with its %2 per-request lengths, the requests taking them in turn (means %3 prompt and %4 output tokens)</source>
        <translation>%1：按其 %2 個逐請求長度模擬，各請求依次取用（平均提示 %3 個、輸出 %4 個詞元）</translation>
    </message>
</context>
<context>
    <name>infertco::CalibrationDialog</name>
    <message>
        <source>Calibrate from Measured Runs</source>
        <translation>根據實測運行校準</translation>
    </message>
    <message>
        <source>Measured on</source>
        <translation>測量所用加速卡</translation>
    </message>
    <message>
        <source>Tensor-parallel size</source>
        <translation>張量並行規模</translation>
    </message>
    <message>
        <source>Run files (vllm bench serve --save-result JSON, or a CSV of runs):</source>
        <translation>運行檔案（vllm bench serve --save-result 的 JSON，或運行的 CSV）：</translation>
    </message>
    <message>
        <source>Add &amp;Files…</source>
        <translation>加入檔案(&amp;F)…</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>清除(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Calibrate</source>
        <translation>校準(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Add Calibrated Card</source>
        <translation>加入校準後的卡(&amp;A)</translation>
    </message>
    <message>
        <source>Add the run files of your pilot, then calibrate.</source>
        <translation>請加入試點的運行檔案，然後校準。</translation>
    </message>
    <message>
        <source>Add Run Files</source>
        <translation>加入運行檔案</translation>
    </message>
    <message>
        <source>Benchmark results (*.json *.csv)</source>
        <translation>基準測試結果 (*.json *.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1（%n 次運行）</numerusform>
        </translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>未加入：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) to calibrate on.</source>
        <translation>
            <numerusform>共 %n 次運行可用於校準。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a scenario and a card first.</source>
        <translation>請先選擇情景和加速卡。</translation>
    </message>
    <message>
        <source>Calibrating…</source>
        <translation>正在校準…</translation>
    </message>
    <message>
        <source>Not calibrated: %1</source>
        <translation>未校準：%1</translation>
    </message>
    <message>
        <source>After calibration, TTFT is within ±25 % on %1 of %2 runs and TPOT within ±10 % on %3.</source>
        <translation>校準後，%2 次運行中有 %1 次 TTFT 在 ±25 % 以內，%3 次 TPOT 在 ±10 % 以內。</translation>
    </message>
    <message>
        <source>Fitted at %1: bandwidth efficiency %2, compute efficiency %3</source>
        <translation>在 %1 下擬合：頻寬效率 %2，算力效率 %3</translation>
    </message>
    <message>
        <source>, tensor-parallel efficiency %1</source>
        <translation>，張量並行效率 %1</translation>
    </message>
    <message>
        <source>, sequence overhead %1 ms, request overhead %2 ms</source>
        <translation>，每序列開銷 %1 ms，每請求開銷 %2 ms</translation>
    </message>
    <message>
        <source>TTFT</source>
        <translation>TTFT</translation>
    </message>
    <message>
        <source>TPOT</source>
        <translation>TPOT</translation>
    </message>
    <message>
        <source>%1 ms: modelled against measured</source>
        <translation>%1 ms：模型值對實測值</translation>
    </message>
    <message>
        <source>before</source>
        <translation>校準前</translation>
    </message>
    <message>
        <source>after</source>
        <translation>校準後</translation>
    </message>
    <message>
        <source>modelled = measured</source>
        <translation>模型值 = 實測值</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>實測</translation>
    </message>
    <message>
        <source>modelled</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Add Calibrated Card %1</source>
        <translation>加入校準後的卡 %1</translation>
    </message>
    <message>
        <source>Nothing was added: %1</source>
        <translation>未加入任何內容：%1</translation>
    </message>
    <message>
        <source>Added the card &quot;%1&quot; beside &quot;%2&quot;.</source>
        <translation>已在「%2」旁加入卡「%1」。</translation>
    </message>
    <message>
        <source>, all-reduce %1 µs per layer and step</source>
        <translation>，全歸約每層每步 %1 µs</translation>
    </message>
</context>
<context>
    <name>infertco::CalibrationFormat</name>
    <message>
        <source>Calibrated %1 from %2 at %3, tensor-parallel size %4, on %5 run
</source>
        <translation>已由 %2 校準出 %1，精度 %3，張量並行規模 %4，基於 %5 次運行
</translation>
    </message>
    <message>
        <source>Calibrated %1 from %2 at %3, tensor-parallel size %4, on %5 runs
</source>
        <translation>已由 %2 校準出 %1，精度 %3，張量並行規模 %4，基於 %5 次運行
</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>系數</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>校準前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>校準後</translation>
    </message>
    <message>
        <source>Bandwidth efficiency (%1)</source>
        <translation>頻寬效率（%1）</translation>
    </message>
    <message>
        <source>Compute efficiency (%1)</source>
        <translation>算力效率（%1）</translation>
    </message>
    <message>
        <source>Tensor-parallel efficiency at %1</source>
        <translation>張量並行 %1 時的效率</translation>
    </message>
    <message>
        <source>Sequence overhead ms</source>
        <translation>每序列開銷 ms</translation>
    </message>
    <message>
        <source>Request overhead ms</source>
        <translation>每請求開銷 ms</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>運行</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>負載</translation>
    </message>
    <message>
        <source>Prompt/output</source>
        <translation>提示/輸出</translation>
    </message>
    <message>
        <source>TTFT ms</source>
        <translation>TTFT ms</translation>
    </message>
    <message>
        <source>before</source>
        <translation>校準前</translation>
    </message>
    <message>
        <source>after</source>
        <translation>校準後</translation>
    </message>
    <message>
        <source>TPOT ms</source>
        <translation>TPOT ms</translation>
    </message>
    <message>
        <source>%1 at once</source>
        <translation>同時 %1 個</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
    <message>
        <source>Fit: TTFT within ±25 %: %1 of %2 runs; TPOT within ±10 %: %3 of %2 runs
</source>
        <translation>擬合：TTFT 在 ±25 % 以內：%2 次運行中 %1 次；TPOT 在 ±10 % 以內：%2 次運行中 %3 次
</translation>
    </message>
    <message>
        <source>Note: %1
</source>
        <translation>註：%1
</translation>
    </message>
    <message>
        <source>All-reduce µs per layer and step</source>
        <translation>每層每步全歸約 µs</translation>
    </message>
</context>
<context>
    <name>infertco::CatalogItems</name>
    <message>
        <source>&quot;%1&quot; is already the id of %2</source>
        <translation>「%1」已是%2的 id</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>%1 is still used by %2; change or remove those first.</source>
        <translation>%1 仍被%2使用；請先修改或刪除這些引用。</translation>
    </message>
</context>
<context>
    <name>infertco::CatalogTableModel</name>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>The name shown in scenarios, charts and reports.</source>
        <translation>在情景、圖表和報告中顯示的名稱。</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>A short unique key. Offers and scenarios refer to the item by it; changing it updates them.</source>
        <translation>簡短且唯一的鍵。報價和情景通過它引用該條目；修改後會同步更新引用。</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>source</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>Where the figures come from: a quote, a price list, a datasheet.</source>
        <translation>數據出處：報價單、價目表或規格書。</translation>
    </message>
    <message>
        <source>Quote date</source>
        <translation>報價日期</translation>
    </message>
    <message>
        <source>quote date</source>
        <translation>報價日期</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Caveats, derivations and figures still missing.</source>
        <translation>注意事項、推算依據和尚缺的數據。</translation>
    </message>
    <message>
        <source>When the figures were quoted, as 2026-03-28 or 2026-03. Quotes older than %1 months are flagged.</source>
        <translation>報價時間，格式為 2026-03-28 或 2026-03。超過 %1 個月的報價會被標記。</translation>
    </message>
    <message>
        <source>The %1 changed, but the source and quote date still describe the old figure (%2): update them, or clear them if the new figure has no source. Undo puts the old %1 back.</source>
        <translation>%1已更改，但來源和報價日期仍是舊數字的（%2）：請更新它們；如果新數字沒有來源，請清除。復原可恢復原來的%1。</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>accelerators</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>server platform</source>
        <translation>伺服器平台</translation>
    </message>
    <message>
        <source>server platforms</source>
        <translation>伺服器平台</translation>
    </message>
    <message>
        <source>rental offer</source>
        <translation>租用報價</translation>
    </message>
    <message>
        <source>rental offers</source>
        <translation>租用報價</translation>
    </message>
    <message>
        <source>colocation offer</source>
        <translation>託管報價</translation>
    </message>
    <message>
        <source>colocation offers</source>
        <translation>託管報價</translation>
    </message>
    <message>
        <source>region</source>
        <translation>地區</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>地區</translation>
    </message>
    <message>
        <source>New accelerator</source>
        <translation>新加速卡</translation>
    </message>
    <message>
        <source>New server platform</source>
        <translation>新伺服器平台</translation>
    </message>
    <message>
        <source>New rental offer</source>
        <translation>新租用報價</translation>
    </message>
    <message>
        <source>New colocation offer</source>
        <translation>新託管報價</translation>
    </message>
    <message>
        <source>New region</source>
        <translation>新地區</translation>
    </message>
</context>
<context>
    <name>infertco::ChartBuilder</name>
    <message>
        <source>Total cost of ownership by component</source>
        <translation>總擁有成本構成</translation>
    </message>
    <message>
        <source>Cumulative cost, month 0 to %1</source>
        <translation>累計成本（第 0 至 %1 個月）</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Break-even: month %1</source>
        <translation>回本點：第 %1 個月</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Through month %2: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;截至第 %2 個月：%3</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>每百萬輸出 token 成本</translation>
    </message>
    <message>
        <source>Total cost of ownership by component, after tax</source>
        <translation>總擁有成本構成（稅後）</translation>
    </message>
    <message>
        <source>Cumulative cost before tax, month 0 to %1</source>
        <translation>稅前累計成本（第 0 至 %1 個月）</translation>
    </message>
</context>
<context>
    <name>infertco::ChartView</name>
    <message>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>無法寫入「%1」：%2</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot; as PNG.</source>
        <translation>無法將「%1」儲存為 PNG。</translation>
    </message>
    <message>
        <source>Save chart as PNG</source>
        <translation>將圖表儲存為 PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 圖片 (*.png)</translation>
    </message>
    <message>
        <source>Copy chart</source>
        <translation>複製圖表</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>將圖表儲存為 PNG…</translation>
    </message>
</context>
<context>
    <name>infertco::ChoiceName</name>
    <message>
        <source>By averages</source>
        <translation>按平均值</translation>
    </message>
    <message>
        <source>By P99</source>
        <translation>按 P99</translation>
    </message>
    <message>
        <source>Random (Poisson)</source>
        <translation>隨機（泊松）</translation>
    </message>
    <message>
        <source>Bursty</source>
        <translation>突發</translation>
    </message>
    <message>
        <source>As in the request log</source>
        <translation>按請求日誌</translation>
    </message>
    <message>
        <source>Fixed</source>
        <translation>固定</translation>
    </message>
</context>
<context>
    <name>infertco::ColoOfferTableModel</name>
    <message>
        <source>Metered</source>
        <translation>按量計費</translation>
    </message>
    <message>
        <source>Included</source>
        <translation>已包含</translation>
    </message>
    <message>
        <source>Per kW</source>
        <translation>按 kW 計費</translation>
    </message>
</context>
<context>
    <name>infertco::CommandGroup</name>
    <message>
        <source>scenario &quot;%1&quot;</source>
        <translation>情景「%1」</translation>
    </message>
    <message>
        <source>is not in this file</source>
        <translation>不在此檔案中</translation>
    </message>
    <message>
        <source>Usage:
</source>
        <translation>用法：
</translation>
    </message>
    <message>
        <source>--format must be json, csv or table, not &quot;%1&quot;</source>
        <translation>--format 必須是 json、csv 或 table，而不是「%1」</translation>
    </message>
    <message>
        <source>warning: </source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>is refused under --strict: it holds keys that are no field of their kind (%1 warned above)</source>
        <translation>在 --strict 下被拒絕：其中有不屬於其類型的欄位（上方已警告 %1 個）</translation>
    </message>
</context>
<context>
    <name>infertco::CommandLine</name>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 需要一個值</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>未知選項 %1</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>未指定命令</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>未知命令「%1」</translation>
    </message>
    <message>
        <source>compute takes exactly one INPUT</source>
        <translation>compute 只接受一個 INPUT</translation>
    </message>
    <message>
        <source>has no scenario to compute</source>
        <translation>沒有可計算的情景</translation>
    </message>
    <message>
        <source>validate takes exactly one INPUT</source>
        <translation>validate 只接受一個 INPUT</translation>
    </message>
    <message>
        <source>%1: valid: %2 accelerators, %3 platforms, %4 rental offers, %5 colo offers, %6 regions, %7 scenarios
</source>
        <translation>%1：有效：%2 種加速卡，%3 個伺服器平台，%4 個租用報價，%5 個託管報價，%6 個地區，%7 個情景
</translation>
    </message>
    <message>
        <source>infertco-cli: the output could not be written: %1
</source>
        <translation>infertco-cli：無法寫出輸出：%1
</translation>
    </message>
    <message>
        <source>%1 takes no value</source>
        <translation>%1 不接受值</translation>
    </message>
    <message>
        <source>%1 may be given once</source>
        <translation>%1 只能指定一次</translation>
    </message>
    <message>
        <source>INPUT is a bundle (.json) or a document (.infertco).
Exit codes: 0 ok, 1 invalid input (or a refused connection or permission), 2 usage,
3 conflicts with the team catalog.
</source>
        <translation>INPUT 是數據包 (.json) 或文件 (.infertco)。
離開碼：0 正常，1 輸入無效（或連線、權限被拒絕），2 用法錯誤，
3 與團隊目錄衝突。
</translation>
    </message>
    <message>
        <source>simulate takes exactly one INPUT</source>
        <translation>simulate 只接受一個 INPUT</translation>
    </message>
    <message>
        <source>--format must be json or table, not &quot;%1&quot;</source>
        <translation>--format 必須是 json 或 table，而不是「%1」</translation>
    </message>
    <message>
        <source>--rate and --concurrency exclude each other</source>
        <translation>--rate 和 --concurrency 不能同時指定</translation>
    </message>
    <message>
        <source>--rate must be a number of requests per second above 0, not &quot;%1&quot;</source>
        <translation>--rate 必須是大於 0 的每秒請求數，而不是「%1」</translation>
    </message>
    <message>
        <source>--concurrency must be a whole number of at least 1, not &quot;%1&quot;</source>
        <translation>--concurrency 必須是不小於 1 的整數，而不是「%1」</translation>
    </message>
    <message>
        <source>--requests must be a whole number from 500 to 1,000,000, not &quot;%1&quot;</source>
        <translation>--requests 必須是 500 到 1,000,000 之間的整數，而不是「%1」</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to 2^63 - 1, not &quot;%1&quot;</source>
        <translation>--seed 必須是 0 到 2^63 - 1 之間的整數，而不是「%1」</translation>
    </message>
    <message>
        <source>has no scenario to simulate</source>
        <translation>沒有可供模擬的情景</translation>
    </message>
    <message>
        <source>option &quot;%1&quot;</source>
        <translation>方案「%1」</translation>
    </message>
    <message>
        <source>is not in scenario &quot;%1&quot;</source>
        <translation>不在情景「%1」中</translation>
    </message>
    <message>
        <source>is not feasible: %1</source>
        <translation>不可行：%1</translation>
    </message>
    <message>
        <source>%1: option &quot;%2&quot; left out: %3
</source>
        <translation>%1：已略去方案「%2」：%3
</translation>
    </message>
    <message>
        <source>Scenario %1: simulated latency per replica
</source>
        <translation>情景 %1：每個副本的模擬延遲
</translation>
    </message>
    <message>
        <source>  Load               %1 requests/s per replica
</source>
        <translation>  負載               每個副本每秒 %1 個請求
</translation>
    </message>
    <message>
        <source>  Load               %1 requests at once
</source>
        <translation>  負載               同時 %1 個請求
</translation>
    </message>
    <message>
        <source>  TTFT ms            p50 %1   p90 %2   p99 %3
</source>
        <translation>  TTFT 毫秒          p50 %1   p90 %2   p99 %3
</translation>
    </message>
    <message>
        <source>  TPOT ms            p50 %1   p90 %2   p99 %3
</source>
        <translation>  TPOT 毫秒          p50 %1   p90 %2   p99 %3
</translation>
    </message>
    <message>
        <source>  End to end ms      p50 %1   p90 %2   p99 %3
</source>
        <translation>  端到端毫秒         p50 %1   p90 %2   p99 %3
</translation>
    </message>
    <message>
        <source>  Tokens/s           %1
</source>
        <translation>  tokens/s           %1
</translation>
    </message>
    <message>
        <source>  Mean batch         %1
</source>
        <translation>  平均批次大小       %1
</translation>
    </message>
    <message>
        <source>  SLO capacity       %1 tokens/s
</source>
        <translation>  SLO 容量           %1 tokens/s
</translation>
    </message>
    <message>
        <source>  at %1% of capacity: %2 requests/s, P99 TTFT %3 ms, P99 TPOT %4 ms
</source>
        <translation>  容量的 %1%：每秒 %2 個請求，P99 TTFT %3 ms，P99 TPOT %4 ms
</translation>
    </message>
    <message>
        <source>calibrate takes one INPUT and at least one RUN file</source>
        <translation>calibrate 需要一個 INPUT 和至少一個 RUN 檔案</translation>
    </message>
    <message>
        <source>calibrate needs %1</source>
        <translation>calibrate 需要 %1</translation>
    </message>
    <message>
        <source>--tp must be 1, 2, 4 or 8, not &quot;%1&quot;</source>
        <translation>--tp 必須是 1、2、4 或 8，而不是「%1」</translation>
    </message>
    <message>
        <source>--add adds the calibrated accelerator to a document (.infertco); &quot;%1&quot; is a bundle: import it into a document first</source>
        <translation>--add 把校準後的加速卡加入文件（.infertco）；「%1」是數據包：請先將其匯入文件</translation>
    </message>
    <message>
        <source>scenario &quot;%1&quot;</source>
        <translation>情景「%1」</translation>
    </message>
    <message>
        <source>is not in this file</source>
        <translation>不在此檔案中</translation>
    </message>
    <message>
        <source>accelerator &quot;%1&quot;</source>
        <translation>加速卡「%1」</translation>
    </message>
    <message>
        <source>is already in this file: name the calibrated card with --as NEW_ID</source>
        <translation>已在此檔案中：請用 --as NEW_ID 為校準後的卡命名</translation>
    </message>
    <message>
        <source>%1: added accelerator &quot;%2&quot; beside &quot;%3&quot;
</source>
        <translation>%1：已在「%3」旁加入加速卡「%2」
</translation>
    </message>
    <message>
        <source>  infertco-cli compute INPUT [--scenario ID] [--latency] [--format json|csv|table]
  infertco-cli validate INPUT [--strict]
  infertco-cli simulate INPUT [--scenario ID] [--option NAME]
               [--rate R | --concurrency C] [--requests N] [--seed S] [--sweep]
               [--format json|table]
  infertco-cli calibrate INPUT --scenario ID --accelerator ID --tp T RUN...
               [--as NEW_ID] [--format json|table] [--add]
</source>
        <translation>  infertco-cli compute INPUT [--scenario ID] [--latency] [--format json|csv|table]
  infertco-cli validate INPUT [--strict]
  infertco-cli simulate INPUT [--scenario ID] [--option NAME]
               [--rate R | --concurrency C] [--requests N] [--seed S] [--sweep]
               [--format json|table]
  infertco-cli calibrate INPUT --scenario ID --accelerator ID --tp T RUN...
               [--as NEW_ID] [--format json|table] [--add]
</translation>
    </message>
</context>
<context>
    <name>infertco::ComponentNames</name>
    <message>
        <source>Purchase</source>
        <translation>硬件購置</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>部署費</translation>
    </message>
    <message>
        <source>Migration</source>
        <translation>模型遷移</translation>
    </message>
    <message>
        <source>Server rental</source>
        <translation>伺服器租用</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>電費</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>冷卻費</translation>
    </message>
    <message>
        <source>Rack space</source>
        <translation>機櫃費</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>網絡費</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>人力成本</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>維修保養</translation>
    </message>
    <message>
        <source>Requantization</source>
        <translation>重新量化</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>殘值</translation>
    </message>
    <message>
        <source>Loan interest</source>
        <translation>貸款利息</translation>
    </message>
    <message>
        <source>Loan repayment</source>
        <translation>貸款還本</translation>
    </message>
    <message>
        <source>Lease payments</source>
        <translation>租賃付款</translation>
    </message>
    <message>
        <source>Profits tax</source>
        <translation>利得稅</translation>
    </message>
</context>
<context>
    <name>infertco::CsvReader</name>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>is not UTF-8 text; save the file as &quot;CSV UTF-8&quot; (a spreadsheet on a Chinese system may have saved it as GBK or Big5)</source>
        <translation>不是 UTF-8 文字；請將檔案另存為「CSV UTF-8」格式（中文系統上的試算表軟件可能將其儲存成 GBK 或 Big5 編碼）</translation>
    </message>
    <message>
        <source>holds a NUL byte; this is not a text file</source>
        <translation>含有 NUL 位元組；這不是文字檔</translation>
    </message>
    <message>
        <source>is not UTF-8 text</source>
        <translation>不是 UTF-8 文字</translation>
    </message>
    <message>
        <source>a field opened with a quote on this line is never closed</source>
        <translation>本行有一個以引號開頭的欄位沒有閉合</translation>
    </message>
    <message>
        <source>has text after a closing quote; a quote inside a quoted field is written twice (&quot;&quot;)</source>
        <translation>閉合引號後仍有文字；帶引號的欄位中如需引號，請連寫兩個 (&quot;&quot;)</translation>
    </message>
    <message>
        <source>has a quote inside an unquoted field; put the whole field in quotes and write the quote twice (&quot;&quot;)</source>
        <translation>未加引號的欄位中含有引號；請用引號括起整個欄位，並將其中的引號連寫兩個 (&quot;&quot;)</translation>
    </message>
</context>
<context>
    <name>infertco::Dashboard</name>
    <message>
        <source>Results appear here as soon as a scenario can be computed.</source>
        <translation>情景可以計算後，結果將顯示在此處。</translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation>成本構成</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累計成本</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>每百萬 token</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表格</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建議</translation>
    </message>
    <message>
        <source>These results are out of date. Fix the following to update them:</source>
        <translation>目前結果已過時。請修正以下問題以更新結果：</translation>
    </message>
    <message>
        <source>The scenario cannot be computed yet. Fix the following:</source>
        <translation>該情景暫時無法計算。請修正下列問題：</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>另有 %1 項</translation>
    </message>
    <message>
        <source>Colocation lines are solid, rental lines dashed.</source>
        <translation>實線為託管方案，虛線為租用方案。</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>伺服器數量</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>時延</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>屋頂線</translation>
    </message>
    <message>
        <source>Recomputing: the figures below are for the inputs before your last edit until the simulation ends.</source>
        <translation>正在重新計算：模擬結束前，下方數字仍是您上次編輯之前的輸入所得。</translation>
    </message>
    <message>
        <source>Breakdown</source>
        <translation>成本構成</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累計成本</translation>
    </message>
    <message>
        <source>Per 1M tokens</source>
        <translation>每百萬 token</translation>
    </message>
</context>
<context>
    <name>infertco::Decimal</name>
    <message>
        <source>is empty; a number is expected</source>
        <translation>為空；此處應填數字</translation>
    </message>
    <message>
        <source>has too many digits</source>
        <translation>位數過多</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; 不是數字</translation>
    </message>
    <message>
        <source>has an exponent out of range</source>
        <translation>指數超出範圍</translation>
    </message>
    <message>
        <source>is too large</source>
        <translation>數值過大</translation>
    </message>
    <message>
        <source>has more than %n decimal place(s)</source>
        <translation>小數位數超過 %n 位</translation>
    </message>
</context>
<context>
    <name>infertco::Decision</name>
    <message>
        <source>No option can serve this workload as specified.</source>
        <translation>按目前設定，沒有任何方案能夠承載該工作負載。</translation>
    </message>
    <message>
        <source>Cheapest over %1 months: %2 at %3, %4 less than %5.</source>
        <translation>%1 個月內最便宜：%2，共 %3，比 %5 低 %4。</translation>
    </message>
    <message>
        <source>Only one option can serve the workload: %1 at %2 over %3 months.</source>
        <translation>只有一個方案能夠承載該工作負載：%1，%3 個月共 %2。</translation>
    </message>
    <message>
        <source>Cheapest in today&apos;s money (NPV at %1 a year): %2 at %3.</source>
        <translation>按現值計最便宜（年折現率 %1）：%2，淨現值 %3。</translation>
    </message>
    <message>
        <source>Lowest cost per million output tokens: %1 at %2.</source>
        <translation>每百萬輸出 token 成本最低：%1，為 %2。</translation>
    </message>
    <message>
        <source>%1 and %2 are within %3% of each other: treat them as equal until the quotes are firm.</source>
        <translation>%1 與 %2 相差不到 %3%：在報價確定之前，可視為持平。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>No single driver within its range changes whether %1 or %2 is cheaper.</source>
        <translation>在各自範圍內，沒有任何單一因素能改變 %1 與 %2 誰更便宜。</translation>
    </message>
    <message>
        <source>In %L1 simulated futures, %2 was the cheapest in %3 of them.</source>
        <translation>在 %L1 次模擬情景中，%2 在 %3 的情景中最便宜。</translation>
    </message>
    <message>
        <source>%1 was the cheapest in %2.</source>
        <translation>%1 在 %2 的情景中最便宜。</translation>
    </message>
    <message>
        <source>%1 cannot serve the workload: %2</source>
        <translation>%1 無法承載該工作負載：%2</translation>
    </message>
    <message>
        <source>No option can be named the cheapest: every option that can serve the workload lacks a figure (%1 for %2).</source>
        <translation>無法指出最便宜的方案：每個能滿足該工作負載的方案都缺少一項數據（%2 缺少%1）。</translation>
    </message>
    <message>
        <source>Only one option has every figure it needs: %1 at %2 over %3 months; the others lack a figure and are not compared.</source>
        <translation>只有一個方案具備所需的全部數據：%1，%3 個月共 %2；其他方案缺少數據，不作比較。</translation>
    </message>
</context>
<context>
    <name>infertco::DemandStepTableModel</name>
    <message>
        <source>the demand step from month %1</source>
        <translation>第 %1 個月起的需求階段</translation>
    </message>
    <message>
        <source>demand step</source>
        <translation>需求階段</translation>
    </message>
    <message>
        <source>demand steps</source>
        <translation>需求階段</translation>
    </message>
    <message>
        <source>From month</source>
        <translation>起始月份</translation>
    </message>
    <message>
        <source>first month</source>
        <translation>起始月份</translation>
    </message>
    <message>
        <source>The month the step starts in: the first step starts in month 1, each later one after the step before.</source>
        <translation>該階段開始的月份：第一個階段從第 1 個月開始，之後每個階段都要遲於前一個。</translation>
    </message>
    <message>
        <source>Peak tokens/s</source>
        <translation>峰值 token/s</translation>
    </message>
    <message>
        <source>peak throughput</source>
        <translation>峰值吞吐量</translation>
    </message>
    <message>
        <source>Output tokens per second the service must sustain at its busiest, from this month until the next step.</source>
        <translation>由該月起至下一階段之前，服務在最繁忙時須維持的每秒輸出 token 數。</translation>
    </message>
</context>
<context>
    <name>infertco::DemoDocument</name>
    <message>
        <source>demo document</source>
        <translation>示範文件</translation>
    </message>
    <message>
        <source>was not found; looked in %1</source>
        <translation>未找到；已查找 %1</translation>
    </message>
    <message>
        <source>cannot be created: the folder cannot be made</source>
        <translation>無法建立：無法建立資料夾</translation>
    </message>
    <message>
        <source>cannot be copied from %1: %2</source>
        <translation>無法從 %1 複製：%2</translation>
    </message>
</context>
<context>
    <name>infertco::DemoNames</name>
    <message>
        <source>must be an object of entries</source>
        <translation>必須是由條目組成的物件</translation>
    </message>
    <message>
        <source>must give the name</source>
        <translation>必須提供名稱</translation>
    </message>
    <message>
        <source>is not a JSON object: %1</source>
        <translation>不是 JSON 物件：%1</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>無法讀取：%1</translation>
    </message>
    <message>
        <source>has no Chinese name</source>
        <translation>沒有中文名稱</translation>
    </message>
    <message>
        <source>the option &quot;%1&quot; has no Chinese name</source>
        <translation>方案「%1」沒有中文名稱</translation>
    </message>
    <message>
        <source>is not in the demo</source>
        <translation>不在示範文件中</translation>
    </message>
    <message>
        <source>is not a language of the names table (%1)</source>
        <translation>不是名稱表中的語言（%1）</translation>
    </message>
</context>
<context>
    <name>infertco::Document</name>
    <message>
        <source>is already open in %1 (process %2 on %3); close it there first, or open a copy</source>
        <translation>已在 %1 中開啟（%3 上的進程 %2）；請先在該處關閉，或開啟一份副本</translation>
    </message>
    <message>
        <source>another program</source>
        <translation>另一個程式</translation>
    </message>
    <message>
        <source>cannot be created: the folder %1 does not exist</source>
        <translation>無法建立：資料夾 %1 不存在</translation>
    </message>
    <message>
        <source>already exists; open it, or choose another name</source>
        <translation>已存在；請開啟該檔案，或另選一個名稱</translation>
    </message>
    <message>
        <source>cannot be created: a journal file %1 from an earlier document of that name is in the way</source>
        <translation>無法建立：之前同名文件遺留的日誌檔案 %1 妨礙了建立</translation>
    </message>
    <message>
        <source>cannot be created: %1</source>
        <translation>無法建立：%1</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>不存在</translation>
    </message>
    <message>
        <source>is read-only on disk, so it cannot be opened for editing; open a copy, or allow writing to it</source>
        <translation>在磁碟上為唯讀，無法以編輯方式開啟；請開啟一份副本，或允許寫入該檔案</translation>
    </message>
    <message>
        <source>needs updating from document version %1 to %2, but no backup copy could be written to %3; the file was not changed</source>
        <translation>需要從文件版本 %1 升級到 %2，但無法將備份寫入 %3；檔案未作任何更改</translation>
    </message>
    <message>
        <source>cannot be opened for editing: %1</source>
        <translation>無法以編輯方式開啟：%1</translation>
    </message>
    <message>
        <source>%1, from document version %2</source>
        <translation>%1，由文件版本 %2 升級</translation>
    </message>
    <message>
        <source>the updated tables are not those of version %1</source>
        <translation>升級後的資料表與版本 %1 不符</translation>
    </message>
    <message>
        <source>could not be updated from document version %1: %2; a copy of the original is at %3</source>
        <translation>無法從文件版本 %1 升級：%2；原檔案的副本儲存在 %3</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>無法讀取：%1</translation>
    </message>
    <message>
        <source>was not saved (%1); the document is as it was before</source>
        <translation>未儲存（%1）；文件保持原樣</translation>
    </message>
    <message>
        <source>cannot be saved as %1: that is a folder</source>
        <translation>無法另存為 %1：該路徑是一個資料夾</translation>
    </message>
    <message>
        <source>cannot be saved as %1: %2</source>
        <translation>無法另存為 %1：%2</translation>
    </message>
    <message>
        <source>the copy could not be flushed to disk</source>
        <translation>副本無法寫入磁碟</translation>
    </message>
    <message>
        <source>the copy could not be renamed into place</source>
        <translation>副本無法重新命名到目標位置</translation>
    </message>
    <message>
        <source>was copied to %1, but the copy cannot be opened: %2; the document stays at its old place</source>
        <translation>已複製到 %1，但無法開啟該副本：%2；文件仍保留在原位置</translation>
    </message>
    <message>
        <source>cannot be created: its folder is not writable</source>
        <translation>無法建立：所在資料夾不可寫入</translation>
    </message>
    <message>
        <source>cannot be locked for editing: %1</source>
        <translation>無法鎖定以進行編輯：%1</translation>
    </message>
    <message>
        <source>is already open in another window or program; close it there first, or open a copy</source>
        <translation>已在另一個視窗或程式中開啟；請先在那裏關閉，或開啟一份副本</translation>
    </message>
    <message>
        <source>cannot read the team catalog&apos;s bases: %1</source>
        <translation>無法讀取團隊目錄的基準版本：%1</translation>
    </message>
    <message>
        <source>a row of table %1 refers to a missing row of table %2</source>
        <translation>表 %1 中有一行引用了表 %2 中不存在的行</translation>
    </message>
</context>
<context>
    <name>infertco::DocumentCheck</name>
    <message>
        <source>does not exist</source>
        <translation>不存在</translation>
    </message>
    <message>
        <source>is a folder, not a document</source>
        <translation>是資料夾，不是文件</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>無法讀取：%1</translation>
    </message>
    <message>
        <source>is empty (0 bytes); it is not an InferTCO document</source>
        <translation>為空（0 位元組）；不是 InferTCO 文件</translation>
    </message>
    <message>
        <source>is not an InferTCO document: it is not an SQLite database at all</source>
        <translation>不是 InferTCO 文件：它根本不是 SQLite 資料庫</translation>
    </message>
    <message>
        <source>is truncated: it ends after %1 bytes, inside the database header</source>
        <translation>檔案不完整：在 %1 位元組處結束，仍在資料庫標頭內</translation>
    </message>
    <message>
        <source>is an SQLite database of another program (application_id 0x%1), not an InferTCO document</source>
        <translation>是其他程式的 SQLite 資料庫（application_id 0x%1），不是 InferTCO 文件</translation>
    </message>
    <message>
        <source>was saved by a newer InferTCO (document version %1; this version reads versions up to %2); update InferTCO to open it</source>
        <translation>由更新版本的 InferTCO 儲存（文件版本 %1；本版本最高只能讀取版本 %2）；請升級 InferTCO 後再開啟</translation>
    </message>
    <message>
        <source>is damaged: it carries InferTCO&apos;s application id but no document version</source>
        <translation>已損壞：帶有 InferTCO 的 application id，但沒有文件版本</translation>
    </message>
    <message>
        <source>was changed by another program: it uses SQLite&apos;s write-ahead log, which InferTCO documents never do</source>
        <translation>已被其他程式修改：它使用了 SQLite 的預寫日誌（WAL），而 InferTCO 文件從不使用</translation>
    </message>
    <message>
        <source>is damaged: its header gives an impossible page size</source>
        <translation>已損壞：標頭中的頁面大小不可能成立</translation>
    </message>
    <message>
        <source>is truncated: it has %1 bytes where its header promises %2 (%3 pages of %4 bytes); it was cut short, perhaps by an interrupted copy or download</source>
        <translation>檔案不完整：只有 %1 位元組，而標頭標明應有 %2 位元組（%3 頁，每頁 %4 位元組）；可能是複製或下載中途被中斷所致</translation>
    </message>
    <message>
        <source>is truncated or damaged: its size (%1 bytes) is not a whole number of %2-byte pages</source>
        <translation>檔案不完整或已損壞：其大小（%1 位元組）不是 %2 位元組頁面大小的整數倍</translation>
    </message>
    <message>
        <source>the unfinished journal %1 cannot be removed</source>
        <translation>無法刪除未完成的日誌檔案 %1</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>另有 %n 項</numerusform>
        </translation>
    </message>
    <message>
        <source>was left half-saved and cannot be recovered: %1</source>
        <translation>儲存中途中斷，無法恢復：%1</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>無法開啟：%1</translation>
    </message>
    <message>
        <source>is damaged: SQLite cannot read it (%1)</source>
        <translation>已損壞：SQLite 無法讀取（%1）</translation>
    </message>
    <message>
        <source>changed while it was being checked; try again</source>
        <translation>檢查期間檔案發生了變化；請重試</translation>
    </message>
    <message>
        <source>is damaged: SQLite cannot read its schema (%1)</source>
        <translation>已損壞：SQLite 無法讀取其結構（%1）</translation>
    </message>
    <message>
        <source>unexpected or changed: %1</source>
        <translation>意外出現或已更改：%1</translation>
    </message>
    <message>
        <source>missing or changed: %1</source>
        <translation>缺失或已更改：%1</translation>
    </message>
    <message>
        <source>was changed by another program: its tables are not those of an InferTCO document of version %1 (%2)</source>
        <translation>已被其他程式修改：其資料表與版本 %1 的 InferTCO 文件不符（%2）</translation>
    </message>
    <message>
        <source>a row of %1 refers to a missing row of %2</source>
        <translation>%1 中有一行引用了 %2 中不存在的行</translation>
    </message>
    <message>
        <source>holds data InferTCO does not accept (was it changed by another program?); the file was not changed:</source>
        <translation>含有 InferTCO 不接受的數據（是否被其他程式修改過？）；檔案未作任何更改：</translation>
    </message>
    <message>
        <source>SQLite&apos;s integrity_check fails after the rollback (%1)</source>
        <translation>回滾後 SQLite 的 integrity_check 未能通過（%1）</translation>
    </message>
    <message>
        <source>its pages are of %1 bytes, the document&apos;s of %2</source>
        <translation>其頁面大小為 %1 位元組，而文件的為 %2 位元組</translation>
    </message>
    <message>
        <source>its header is damaged</source>
        <translation>其檔頭已損壞</translation>
    </message>
    <message>
        <source>it restores a file of %1 pages, the document has %2</source>
        <translation>它要還原的檔案有 %1 頁，而文件有 %2 頁</translation>
    </message>
    <message>
        <source>it restores page %1, beyond the document&apos;s end</source>
        <translation>它要還原第 %1 頁，超出了文件末尾</translation>
    </message>
    <message>
        <source>its copy of the first page is not an InferTCO document</source>
        <translation>其中保存的第一頁不屬於 InferTCO 文件</translation>
    </message>
    <message>
        <source>it was written at save %1 of its file, the document is at save %2</source>
        <translation>它寫於其檔案的第 %1 次儲存，而文件處於第 %2 次儲存</translation>
    </message>
    <message>
        <source>was left half-saved, and it cannot be recovered because it cannot be copied aside first; the file was not changed</source>
        <translation>儲存到一半時中斷，且無法先另存副本，因此無法還原；檔案未有任何更改</translation>
    </message>
    <message>
        <source>has a journal file %1 beside it that does not belong to it (%2); the journal was not applied and the document was not changed. If the document was not being saved, move that journal away</source>
        <translation>旁邊的日誌檔案 %1 不屬於它（%2）；該日誌未有套用，文件未有任何更改。如果該文件當時並未在儲存，請將該日誌檔案移走</translation>
    </message>
    <message>
        <source>the document and its journal were put back exactly as they were found</source>
        <translation>文件及其日誌已按發現時的原樣放回</translation>
    </message>
    <message>
        <source>the document and its journal could not be put back as they were found: a copy of each is needed from a backup</source>
        <translation>文件及其日誌無法按發現時的原樣放回：需要從備份中取回兩者的副本</translation>
    </message>
    <message>
        <source>was left half-saved by a program that stopped; run &quot;infertco-cli recover&quot; on it, or open it in InferTCO, to return it to its last complete save (both first check that the journal beside it belongs to it)</source>
        <translation>因程式中途停止而只儲存了一半；請對它執行「infertco-cli recover」，或在 InferTCO 中開啟它，以還原至最後一次完整儲存的狀態（兩者都會先確認旁邊的日誌屬於它）</translation>
    </message>
    <message>
        <source>is damaged: SQLite&apos;s integrity_check reports: %1</source>
        <translation>已損壞：SQLite 的 integrity_check 報告：%1</translation>
    </message>
    <message>
        <source>is damaged or was changed by another program: its content checksum is missing; the file was not changed</source>
        <translation>已損壞或被其他程式修改：缺少內容校驗和；檔案未有任何更改</translation>
    </message>
    <message>
        <source>is damaged or was changed by another program: its content does not match the checksum of its last save (a changed byte, perhaps a disk or copy fault); the file was not changed</source>
        <translation>已損壞或被其他程式修改：其內容與最後一次儲存時的校驗和不符（有位元組被改動，可能是磁碟或複製故障）；檔案未有任何更改</translation>
    </message>
    <message>
        <source>the file has %1 names (hard links): if a program stopped while saving it under another name, the journal beside that name holds its last complete save; open it by that name in InferTCO, or run &quot;infertco-cli recover&quot; on that name</source>
        <translation>該檔案有 %1 個名稱（硬連結）：如果某個程式在以另一個名稱儲存時中斷，該名稱旁的日誌檔案保存着最後一次完整的儲存；請在 InferTCO 中以該名稱開啟，或對該名稱執行「infertco-cli recover」</translation>
    </message>
</context>
<context>
    <name>infertco::DocumentCommands</name>
    <message>
        <source>%1: %2 added, %3 updated</source>
        <translation>%1：新增 %2 項，更新 %3 項</translation>
    </message>
    <message>
        <source>%1 added, %2 updated</source>
        <translation>新增 %1 項，更新 %2 項</translation>
    </message>
    <message>
        <source>import takes INPUT and DOC</source>
        <translation>import 需要 INPUT 和 DOC</translation>
    </message>
    <message>
        <source>INPUT and DOC are the same file</source>
        <translation>INPUT 和 DOC 是同一個檔案</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>無法讀取：%1</translation>
    </message>
    <message>
        <source>%1: nothing was imported
</source>
        <translation>%1：沒有匯入任何內容
</translation>
    </message>
    <message>
        <source>%1: created from %2 (%3)
</source>
        <translation>%1：已由 %2 建立（%3）
</translation>
    </message>
    <message>
        <source>%1: updated to document version %2; the original is kept as %3
</source>
        <translation>%1：已升級到文件版本 %2；原檔案保留為 %3
</translation>
    </message>
    <message>
        <source>%1: imported %2 (%3)
</source>
        <translation>%1：已匯入 %2（%3）
</translation>
    </message>
    <message>
        <source>export takes exactly one INPUT</source>
        <translation>export 只接受一個 INPUT</translation>
    </message>
    <message>
        <source>report takes exactly one INPUT</source>
        <translation>report 只接受一個 INPUT</translation>
    </message>
    <message>
        <source>--pdf needs the GUI build: the PDF report is drawn by the desktop application, which this infertco-cli was built without</source>
        <translation>--pdf 需要圖形界面版本：PDF 報告由桌面應用程式繪製，而此 infertco-cli 構建時未包含它</translation>
    </message>
    <message>
        <source>report needs --csv FILE or --xlsx FILE</source>
        <translation>report 需要 --csv FILE 或 --xlsx FILE</translation>
    </message>
    <message>
        <source>has no scenario to report</source>
        <translation>沒有可生成報告的情景</translation>
    </message>
    <message>
        <source>wrote %1 and %2
</source>
        <translation>已寫出 %1 和 %2
</translation>
    </message>
    <message>
        <source>wrote %1
</source>
        <translation>已寫出 %1
</translation>
    </message>
    <message>
        <source>--pdf needs a graphical application object</source>
        <translation>--pdf 需要圖形應用程式物件</translation>
    </message>
    <message>
        <source>report needs --csv FILE, --xlsx FILE or --pdf FILE</source>
        <translation>report 需要 --csv FILE、--xlsx FILE 或 --pdf FILE</translation>
    </message>
    <message>
        <source>does not exist; quotes are imported into an existing document (create one first: infertco-cli import BUNDLE %1)</source>
        <translation>不存在；報價只可匯入現有的文件（請先建立：infertco-cli import BUNDLE %1）</translation>
    </message>
    <message>
        <source>recover takes exactly one DOC</source>
        <translation>recover 只接受一個 DOC</translation>
    </message>
    <message>
        <source>%1: returned to its last complete save
</source>
        <translation>%1：已還原至最後一次完整儲存的狀態
</translation>
    </message>
    <message>
        <source>%1: is complete; there was nothing to recover
</source>
        <translation>%1：文件完整，毋須還原
</translation>
    </message>
    <message>
        <source>is the report&apos;s input; a report never writes over its input, so nothing was written</source>
        <translation>是報告的輸入檔案；報告絕不覆寫其輸入，因此未有寫出任何內容</translation>
    </message>
    <message>
        <source>is an InferTCO document; a report never writes over a document, so nothing was written</source>
        <translation>是一個 InferTCO 文件；報告絕不覆寫文件，因此未有寫出任何內容</translation>
    </message>
    <message>
        <source>is open for editing in another program; a report never writes over it, so nothing was written</source>
        <translation>正在另一個程式中開啟編輯；報告絕不覆寫它，因此未有寫出任何內容</translation>
    </message>
    <message>
        <source>%1: is complete; the empty journal of a save that never began was removed
</source>
        <translation>%1：文件完整；已刪除一次未開始的儲存留下的空日誌檔案
</translation>
    </message>
    <message numerus="yes">
        <source>request log %1: %n request(s)</source>
        <translation>
            <numerusform>請求日誌 %1：%n 個請求</numerusform>
        </translation>
    </message>
    <message>
        <source>  infertco-cli import INPUT DOC [--strict]
                                       INPUT (bundle, document or quotes .csv) into
                                       DOC, created if missing; same ids replace;
                                       --strict refuses unknown keys
  infertco-cli import LOG.csv DOC --request-log ID [--name TEXT]
                                       a CSV of requests as the request log ID of
                                       DOC (created or replaced)
  infertco-cli export INPUT            the bundle JSON of INPUT on stdout
  infertco-cli report INPUT [--scenario ID] --csv FILE | --xlsx FILE | --pdf FILE
                                       --csv also writes FILE&apos;s .monthly.csv
  infertco-cli recover DOC             a half-saved DOC back to its last complete
                                       save, once its journal is proven to be DOC&apos;s
</source>
        <translation>  infertco-cli import INPUT DOC [--strict]
                                       將 INPUT（數據包、文件或報價 .csv）匯入 DOC，
                                       DOC 不存在時新增；相同 id 的條目會被替換；
                                       --strict 拒絕未知欄位
  infertco-cli import LOG.csv DOC --request-log ID [--name TEXT]
                                       將請求的 CSV 作為 DOC 的請求日誌 ID
                                       （新建或取代）
  infertco-cli export INPUT            在標準輸出打印 INPUT 的數據包 JSON
  infertco-cli report INPUT [--scenario ID] --csv FILE | --xlsx FILE | --pdf FILE
                                       --csv 還會寫出 FILE 對應的 .monthly.csv
  infertco-cli recover DOC             確認日誌檔案屬於 DOC 後，將儲存了一半的
                                       DOC 還原至最後一次完整儲存的狀態
</translation>
    </message>
    <message>
        <source>--name names a request log: give --request-log ID too</source>
        <translation>--name 用於命名請求日誌：請同時提供 --request-log ID</translation>
    </message>
    <message>
        <source>  infertco-cli import BUNDLE DOC --names TABLE --language CODE
                                       BUNDLE with the scenario, option and
                                       colo offer names of CODE (zh_CN, zh_HK)
                                       from TABLE (data/demo-names.json)
</source>
        <translation>  infertco-cli import BUNDLE DOC --names TABLE --language CODE
                                       匯入 BUNDLE，其情景、方案和伺服器託管報價
                                       使用 TABLE（data/demo-names.json）中
                                       CODE（zh_CN、zh_HK）的名稱
</translation>
    </message>
    <message>
        <source>--names and --language go together</source>
        <translation>--names 與 --language 須同時提供</translation>
    </message>
    <message>
        <source>--names renames the scenarios of a bundle or document INPUT</source>
        <translation>--names 只能更改數據包或文件 INPUT 中情景的名稱</translation>
    </message>
</context>
<context>
    <name>infertco::DocumentSchema</name>
    <message>
        <source>the schema script for document version %1 is missing from this build</source>
        <translation>此版本程式中缺少文件版本 %1 的結構腳本</translation>
    </message>
    <message>
        <source>updating to document version %1 failed: %2</source>
        <translation>升級到文件版本 %1 失敗：%2</translation>
    </message>
</context>
<context>
    <name>infertco::DocumentTables</name>
    <message>
        <source>is not an exact decimal number: %1</source>
        <translation>不是精確的十進位數：%1</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>is not a number</source>
        <translation>不是數字</translation>
    </message>
    <message>
        <source>is not a whole number</source>
        <translation>不是整數</translation>
    </message>
    <message>
        <source>is not 0 or 1</source>
        <translation>不是 0 或 1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a known value</source>
        <translation>&quot;%1&quot; 不是可識別的值</translation>
    </message>
    <message>
        <source>%1 option %2</source>
        <translation>%1，方案 %2</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>無法讀取：%1</translation>
    </message>
    <message>
        <source>scenario &quot;%1&quot; option %2 (&quot;%3&quot;)</source>
        <translation>情景 &quot;%1&quot; 方案 %2（&quot;%3&quot;）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server platform of the catalog (a rent option needs no platform; leave it empty)</source>
        <translation>&quot;%1&quot; 不是目錄中的伺服器平台（租用方案無需平台，請留空）</translation>
    </message>
</context>
<context>
    <name>infertco::DriverModel</name>
    <message>
        <source>scenario &quot;%1&quot;</source>
        <translation>情景 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>its figures are too large to compute exactly; check for a mistyped price or quantity</source>
        <translation>數值過大，無法精確計算；請檢查價格或數量是否輸錯</translation>
    </message>
    <message>
        <source>/kWh</source>
        <translation>/kWh</translation>
    </message>
    <message>
        <source> per card</source>
        <translation>/卡</translation>
    </message>
    <message>
        <source> per server-hour</source>
        <translation>/台·小時</translation>
    </message>
    <message>
        <source> per server-month</source>
        <translation>/台·月</translation>
    </message>
</context>
<context>
    <name>infertco::DriverRangeModel</name>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>因素</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低值</translation>
    </message>
    <message>
        <source>Most likely</source>
        <translation>最可能值</translation>
    </message>
    <message>
        <source>High</source>
        <translation>高值</translation>
    </message>
    <message>
        <source>entered by hand</source>
        <translation>手動輸入</translation>
    </message>
    <message>
        <source>%1
Range: %2</source>
        <translation>%1
範圍依據：%2</translation>
    </message>
</context>
<context>
    <name>infertco::Drivers</name>
    <message>
        <source>Electricity price</source>
        <translation>電價</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>使用率</translation>
    </message>
    <message>
        <source>Card price</source>
        <translation>加速卡價格</translation>
    </message>
    <message>
        <source>Rental price</source>
        <translation>租用價格</translation>
    </message>
    <message>
        <source>Colocation fees</source>
        <translation>託管費</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>折現率</translation>
    </message>
    <message>
        <source>Model updates per year</source>
        <translation>每年模型更新次數</translation>
    </message>
    <message>
        <source>Engineer day rate</source>
        <translation>工程師日薪</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>殘值</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>匯率</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>× the quoted figure</source>
        <translation>× 報價</translation>
    </message>
    <message>
        <source>share of peak load</source>
        <translation>佔峰值負載比例</translation>
    </message>
    <message>
        <source>rate per year</source>
        <translation>年率</translation>
    </message>
    <message>
        <source>updates per year</source>
        <translation>次/年</translation>
    </message>
    <message>
        <source>%1 per day</source>
        <translation>%1/日</translation>
    </message>
    <message>
        <source>share of the purchase price</source>
        <translation>佔購置價比例</translation>
    </message>
    <message>
        <source>%1 per %2</source>
        <translation>每 %2 折合 %1</translation>
    </message>
    <message>
        <source>driver &quot;%1&quot;</source>
        <translation>因素 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>is given more than once</source>
        <translation>重複出現</translation>
    </message>
    <message>
        <source>must not be below the low value</source>
        <translation>不得低於低值</translation>
    </message>
    <message>
        <source>must not be below the most likely value</source>
        <translation>不得低於最可能值</translation>
    </message>
    <message>
        <source>a multiplier must not be negative</source>
        <translation>倍數不得為負</translation>
    </message>
    <message>
        <source>utilization must be greater than 0</source>
        <translation>使用率必須大於 0</translation>
    </message>
    <message>
        <source>utilization must be at most 1 (full load)</source>
        <translation>使用率不得大於 1（滿負載）</translation>
    </message>
    <message>
        <source>the discount rate must not be negative</source>
        <translation>折現率不得為負</translation>
    </message>
    <message>
        <source>the discount rate must be at most 1 (100% a year)</source>
        <translation>折現率不得大於 1（即每年 100%）</translation>
    </message>
    <message>
        <source>model updates must not be negative</source>
        <translation>模型更新次數不得為負</translation>
    </message>
    <message>
        <source>must be at most 366 updates a year</source>
        <translation>每年不得超過 366 次</translation>
    </message>
    <message>
        <source>a day rate must not be negative</source>
        <translation>日薪不得為負</translation>
    </message>
    <message>
        <source>a residual fraction must not be negative</source>
        <translation>殘值比例不得為負</translation>
    </message>
    <message>
        <source>a residual fraction must be at most 1</source>
        <translation>殘值比例不得大於 1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a foreign currency with a rate in scenario &quot;%2&quot;</source>
        <translation>&quot;%1&quot; 不是情景 &quot;%2&quot; 中設有匯率的外幣</translation>
    </message>
    <message>
        <source>an exchange rate must be greater than 0</source>
        <translation>匯率必須大於 0</translation>
    </message>
    <message>
        <source>HKD 7.75–7.85 per USD: the Linked Exchange Rate System&apos;s convertibility band (HKMA)</source>
        <translation>每美元 7.75–7.85 港元：聯繫匯率制度的兌換保證範圍（香港金融管理局）</translation>
    </message>
    <message>
        <source>MOP 1.03 per HKD: the pataca&apos;s peg to the Hong Kong dollar (AMCM)</source>
        <translation>每港元 1.03 澳門元：澳門元與港元掛鈎（澳門金融管理局）</translation>
    </message>
    <message>
        <source>CNY 6.20–7.40 per USD: the onshore rate&apos;s range 2015–2025 (about 6.2 to 7.35), within the PBoC&apos;s ±2% daily band around the central parity</source>
        <translation>每美元 6.20–7.40 人民幣：2015–2025 年在岸匯率的波動範圍（約 6.2 至 7.35），在中國人民銀行規定的中間價上下 ±2% 每日波幅之內</translation>
    </message>
    <message>
        <source>assumed: ±20% around the quoted figures</source>
        <translation>假設：報價上下 ±20%</translation>
    </message>
    <message>
        <source>assumed: from half the scenario&apos;s load to full load</source>
        <translation>假設：由情景負載的一半至滿負載</translation>
    </message>
    <message>
        <source>assumed: ±2 percentage points</source>
        <translation>假設：上下 ±2 個百分點</translation>
    </message>
    <message>
        <source>assumed: from none to one a month</source>
        <translation>假設：由不更新至每月一次</translation>
    </message>
    <message>
        <source>assumed: ±20% around the scenario&apos;s day rate</source>
        <translation>假設：情景日薪上下 ±20%</translation>
    </message>
    <message>
        <source>assumed: from half to one and a half times the scenario&apos;s figure</source>
        <translation>假設：情景數值的一半至一點五倍</translation>
    </message>
    <message>
        <source>assumed: ±10% (the rate floats: no peg or band)</source>
        <translation>假設：上下 ±10%（浮動匯率，沒有掛鈎或區間）</translation>
    </message>
    <message>
        <source>Demand growth</source>
        <translation>需求增長</translation>
    </message>
    <message>
        <source>Rental price trend</source>
        <translation>租用價格走勢</translation>
    </message>
    <message>
        <source>Owned servers (hybrid)</source>
        <translation>自有伺服器（混合）</translation>
    </message>
    <message>
        <source>growth per year</source>
        <translation>每年增長</translation>
    </message>
    <message>
        <source>added to each rental&apos;s yearly price change</source>
        <translation>加到每項租用報價的年度價格變化上</translation>
    </message>
    <message>
        <source>× each hybrid option&apos;s owned servers</source>
        <translation>× 每個混合方案的自有伺服器數</translation>
    </message>
    <message>
        <source>assumed: 20 points a year either side of the scenario&apos;s growth</source>
        <translation>假設：在場景增長率上下各 20 個百分點（每年）</translation>
    </message>
    <message>
        <source>assumed: rental prices fall up to 20 points a year faster, or 5 points slower, than entered</source>
        <translation>假設：租用價格每年比輸入值最多快 20 個百分點下降，或慢 5 個百分點</translation>
    </message>
    <message>
        <source>assumed: from half to twice the owned servers</source>
        <translation>假設：自有伺服器由一半到兩倍</translation>
    </message>
    <message>
        <source>demand growth must be greater than -1</source>
        <translation>需求增長必須大於 -1</translation>
    </message>
    <message>
        <source>demand growth must be at most 10 a year</source>
        <translation>需求增長每年不得超過 10</translation>
    </message>
    <message>
        <source>a price trend must be greater than -1</source>
        <translation>價格走勢必須大於 -1</translation>
    </message>
    <message>
        <source>a price trend must be at most 10 a year</source>
        <translation>價格走勢每年不得超過 10</translation>
    </message>
    <message>
        <source>a multiplier of owned servers must be greater than 0</source>
        <translation>自有伺服器的倍數必須大於 0</translation>
    </message>
    <message>
        <source>published range of %1: %2 to %3 a card (%4); the multiplier moves every bought card</source>
        <translation>%1 的公開價格範圍：每張加速卡 %2 至 %3（%4）；該倍數作用於所有購買的加速卡</translation>
    </message>
</context>
<context>
    <name>infertco::Engine</name>
    <message>
        <source>scenario &quot;%1&quot;</source>
        <translation>情景 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>its figures are too large to compute exactly; check for a mistyped price or quantity</source>
        <translation>數值過大，無法精確計算；請檢查價格或數量是否輸錯</translation>
    </message>
    <message>
        <source>Latency left out: %1.</source>
        <translation>未模擬延遲：%1。</translation>
    </message>
    <message>
        <source>Leased hardware gets no write-off (in Hong Kong, no s.16G deduction in the year of purchase): only the lease payments are deducted, as they are paid.</source>
        <translation>租賃硬件不可撇銷（在香港即沒有購買當年的第 16G 條扣除）：只有租金在支付時扣除。</translation>
    </message>
    <message>
        <source>The loan term runs past the horizon: the %1 still owed is repaid in its last month, which a lender may not allow without a fee.</source>
        <translation>貸款期限超過分析期限：仍欠的 %1 在最後一個月還清，貸方可能就此收取費用。</translation>
    </message>
    <message>
        <source>The tax rate is 0, which hides the timing advantage of owning: a purchase written off at once saves tax years before rent deducted as it is paid.</source>
        <translation>稅率為 0，掩蓋了自置硬件的時間優勢：即時撇銷的採購比按期支付並扣除的租金早數年節稅。</translation>
    </message>
</context>
<context>
    <name>infertco::Fields</name>
    <message>
        <source>Class</source>
        <translation>類別</translation>
    </message>
    <message>
        <source>class</source>
        <translation>類別</translation>
    </message>
    <message>
        <source>Datacenter GPU, consumer GPU, NPU or inference ASIC: decides which platforms accept the card and which warnings apply.</source>
        <translation>數據中心 GPU、消費級顯示卡、NPU 或推理 ASIC：決定哪些伺服器平台可以安裝此卡，以及適用哪些提示。</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>廠商</translation>
    </message>
    <message>
        <source>vendor</source>
        <translation>廠商</translation>
    </message>
    <message>
        <source>Memory GB</source>
        <translation>顯存 GB</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>顯存</translation>
    </message>
    <message>
        <source>Memory per card, in GB.</source>
        <translation>每卡顯存，單位 GB。</translation>
    </message>
    <message>
        <source>Bandwidth GB/s</source>
        <translation>頻寬 GB/s</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>頻寬</translation>
    </message>
    <message>
        <source>Memory bandwidth per card, in GB/s.</source>
        <translation>每卡顯存頻寬，單位 GB/s。</translation>
    </message>
    <message>
        <source>throughput</source>
        <translation>算力</translation>
    </message>
    <message>
        <source>FP16 TFLOPS</source>
        <translation>FP16 TFLOPS</translation>
    </message>
    <message>
        <source>Dense FP16 throughput in TFLOPS (TOPS for integers). Empty or 0: the precision is not supported.</source>
        <translation>FP16 精度的稠密算力，單位 TFLOPS（整數精度為 TOPS）。留空或為 0：不支援該精度。</translation>
    </message>
    <message>
        <source>FP8 TFLOPS</source>
        <translation>FP8 TFLOPS</translation>
    </message>
    <message>
        <source>Dense FP8 throughput in TFLOPS (TOPS for integers). Empty or 0: the precision is not supported.</source>
        <translation>FP8 精度的稠密算力，單位 TFLOPS（整數精度為 TOPS）。留空或為 0：不支援該精度。</translation>
    </message>
    <message>
        <source>INT8 TFLOPS</source>
        <translation>INT8 TFLOPS</translation>
    </message>
    <message>
        <source>Dense INT8 throughput in TFLOPS (TOPS for integers). Empty or 0: the precision is not supported.</source>
        <translation>INT8 精度的稠密算力，單位 TFLOPS（整數精度為 TOPS）。留空或為 0：不支援該精度。</translation>
    </message>
    <message>
        <source>INT4 TFLOPS</source>
        <translation>INT4 TFLOPS</translation>
    </message>
    <message>
        <source>Dense INT4 throughput in TFLOPS (TOPS for integers). Empty or 0: the precision is not supported.</source>
        <translation>INT4 精度的稠密算力，單位 TFLOPS（整數精度為 TOPS）。留空或為 0：不支援該精度。</translation>
    </message>
    <message>
        <source>TDP W</source>
        <translation>TDP W</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>Power at full load, in watts.</source>
        <translation>滿載功耗，單位瓦。</translation>
    </message>
    <message>
        <source>Idle W</source>
        <translation>空閒 W</translation>
    </message>
    <message>
        <source>idle power</source>
        <translation>空閒功耗</translation>
    </message>
    <message>
        <source>Power when idle, in watts (at most the TDP).</source>
        <translation>空閒時功耗，單位瓦（不超過 TDP）。</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>價格</translation>
    </message>
    <message>
        <source>price</source>
        <translation>價格</translation>
    </message>
    <message>
        <source>Purchase price of one card, in its currency. Empty where no price is known: the card can then only be rented.</source>
        <translation>單卡採購價，以其貨幣計。價格未知時留空：此卡只能租用。</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>貨幣</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>貨幣</translation>
    </message>
    <message>
        <source>Currency of the price, such as USD or HKD.</source>
        <translation>價格的貨幣，例如 USD 或 HKD。</translation>
    </message>
    <message>
        <source>BW eff.</source>
        <translation>頻寬效率</translation>
    </message>
    <message>
        <source>bandwidth efficiency</source>
        <translation>頻寬效率</translation>
    </message>
    <message>
        <source>Share of the memory bandwidth the serving stack achieves, in (0, 1].</source>
        <translation>推理框架實際達到的顯存頻寬比例，取值範圍 (0, 1]。</translation>
    </message>
    <message>
        <source>Compute eff.</source>
        <translation>算力效率</translation>
    </message>
    <message>
        <source>compute efficiency</source>
        <translation>算力效率</translation>
    </message>
    <message>
        <source>Share of the peak throughput achieved, in (0, 1].</source>
        <translation>實際達到的峰值算力比例，取值範圍 (0, 1]。</translation>
    </message>
    <message>
        <source>TP eff.</source>
        <translation>TP 效率</translation>
    </message>
    <message>
        <source>tensor-parallel efficiency</source>
        <translation>張量並行效率</translation>
    </message>
    <message>
        <source>Scaling efficiency when a model is split over several cards, in (0, 1].</source>
        <translation>模型拆分到多張卡上時的擴展效率，取值範圍 (0, 1]。</translation>
    </message>
    <message>
        <source>Dyn. shape eff.</source>
        <translation>動態形狀效率</translation>
    </message>
    <message>
        <source>dynamic-shape efficiency</source>
        <translation>動態形狀效率</translation>
    </message>
    <message>
        <source>Efficiency left when request shapes vary, in (0, 1].</source>
        <translation>請求形狀變化時保留的效率，取值範圍 (0, 1]。</translation>
    </message>
    <message>
        <source>Max TP</source>
        <translation>最大 TP</translation>
    </message>
    <message>
        <source>maximum tensor parallelism</source>
        <translation>最大張量並行度</translation>
    </message>
    <message>
        <source>Largest number of cards one model copy may be split over.</source>
        <translation>一個模型副本最多可拆分到的卡數。</translation>
    </message>
    <message>
        <source>Partitioning</source>
        <translation>分區</translation>
    </message>
    <message>
        <source>partitioning support</source>
        <translation>分區支援</translation>
    </message>
    <message>
        <source>The card can be split into isolated instances (like MIG).</source>
        <translation>此卡可拆分為相互隔離的實例（類似 MIG）。</translation>
    </message>
    <message>
        <source>Needs quantization</source>
        <translation>需要量化</translation>
    </message>
    <message>
        <source>quantization requirement</source>
        <translation>量化要求</translation>
    </message>
    <message>
        <source>Every model update must be requantized for this card.</source>
        <translation>每次模型更新都必須為此卡重新量化。</translation>
    </message>
    <message>
        <source>Migration days</source>
        <translation>遷移人天</translation>
    </message>
    <message>
        <source>migration days</source>
        <translation>遷移人天</translation>
    </message>
    <message>
        <source>Engineering days to port the serving stack to this card, once.</source>
        <translation>將推理服務棧移植到此卡所需的工程人天（一次性）。</translation>
    </message>
    <message>
        <source>Requant days</source>
        <translation>重新量化人天</translation>
    </message>
    <message>
        <source>requantization days</source>
        <translation>重新量化人天</translation>
    </message>
    <message>
        <source>Engineering days to requantize one model update.</source>
        <translation>重新量化一次模型更新所需的工程人天。</translation>
    </message>
    <message>
        <source>Price change / year</source>
        <translation>年價格變化</translation>
    </message>
    <message>
        <source>price change per year</source>
        <translation>年價格變化</translation>
    </message>
    <message>
        <source>Yearly change of the card&apos;s price, as a fraction: -0.15 is a fall of 15% a year, 0 keeps it.</source>
        <translation>加速卡價格每年的變化，以小數表示：-0.15 即每年下降 15%，0 為不變。</translation>
    </message>
    <message>
        <source>Export controlled</source>
        <translation>出口管制</translation>
    </message>
    <message>
        <source>export control</source>
        <translation>出口管制</translation>
    </message>
    <message>
        <source>The card is under export control: buying it may be restricted in some regions.</source>
        <translation>該卡受出口管制：在部分地區可能無法購買。</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>source</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>quote date</source>
        <translation>報價日期</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Currency of the tariff and the staff cost.</source>
        <translation>電費和人力成本的貨幣。</translation>
    </message>
    <message>
        <source>Electricity/kWh</source>
        <translation>電費/kWh</translation>
    </message>
    <message>
        <source>electricity price</source>
        <translation>電費</translation>
    </message>
    <message>
        <source>Price of one kWh, for metered colocation power and cooling.</source>
        <translation>每 kWh 的價格，用於按量計費的託管電力和冷卻。</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Typical power usage effectiveness of the region&apos;s data centres, 1 to 5.</source>
        <translation>該地區數據中心的典型電能使用效率，1 到 5。</translation>
    </message>
    <message>
        <source>Staff cost/FTE/year</source>
        <translation>人力成本/FTE/年</translation>
    </message>
    <message>
        <source>staff cost</source>
        <translation>人力成本</translation>
    </message>
    <message>
        <source>Yearly cost of one full-time engineer running the servers.</source>
        <translation>一名負責營運伺服器的全職工程師的年度成本。</translation>
    </message>
    <message>
        <source>Electricity change / year</source>
        <translation>年電費變化</translation>
    </message>
    <message>
        <source>electricity price change per year</source>
        <translation>年電費變化</translation>
    </message>
    <message>
        <source>Yearly change of the electricity price, as a fraction: 0.05 is a rise of 5% a year, 0 keeps it.</source>
        <translation>電費每年的變化，以小數表示：0.05 即每年上漲 5%，0 為不變。</translation>
    </message>
    <message>
        <source>Staff cost change / year</source>
        <translation>年人力成本變化</translation>
    </message>
    <message>
        <source>staff cost change per year</source>
        <translation>年人力成本變化</translation>
    </message>
    <message>
        <source>Yearly change of the staff cost, as a fraction: 0.04 is a rise of 4% a year, 0 keeps it.</source>
        <translation>人力成本每年的變化，以小數表示：0.04 即每年上漲 4%，0 為不變。</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供應商</translation>
    </message>
    <message>
        <source>provider</source>
        <translation>供應商</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地區</translation>
    </message>
    <message>
        <source>region</source>
        <translation>地區</translation>
    </message>
    <message>
        <source>Where the rack is: gives the electricity price, PUE and staff cost.</source>
        <translation>機櫃所在地：決定電費、PUE 和人力成本。</translation>
    </message>
    <message>
        <source>Rack fee/month</source>
        <translation>機櫃費/月</translation>
    </message>
    <message>
        <source>rack fee</source>
        <translation>機櫃費</translation>
    </message>
    <message>
        <source>Fee per rack per month.</source>
        <translation>每個機櫃每月的費用。</translation>
    </message>
    <message>
        <source>U fee/month</source>
        <translation>U 位費/月</translation>
    </message>
    <message>
        <source>U fee</source>
        <translation>U 位費</translation>
    </message>
    <message>
        <source>Fee per rack unit used per month, on top of the rack fee.</source>
        <translation>每個已用 U 位每月的費用，另加於機櫃費。</translation>
    </message>
    <message>
        <source>Usable U</source>
        <translation>可用 U 數</translation>
    </message>
    <message>
        <source>usable U</source>
        <translation>可用 U 數</translation>
    </message>
    <message>
        <source>Rack units available for servers in one rack.</source>
        <translation>一個機櫃中可放伺服器的 U 數。</translation>
    </message>
    <message>
        <source>Rack kW</source>
        <translation>機櫃 kW</translation>
    </message>
    <message>
        <source>rack power</source>
        <translation>機櫃功率</translation>
    </message>
    <message>
        <source>Power one rack may draw, in kW; 0 for no limit (not allowed when power is billed per kW).</source>
        <translation>一個機櫃允許的用電功率，單位 kW；0 表示不限（按 kW 計費時不允許為 0）。</translation>
    </message>
    <message>
        <source>Power billing</source>
        <translation>電力計費</translation>
    </message>
    <message>
        <source>power billing</source>
        <translation>電力計費方式</translation>
    </message>
    <message>
        <source>Metered: energy at the region&apos;s tariff plus cooling by PUE. Included: in the rack fee. Per kW: the rack&apos;s kW × the price per kW.</source>
        <translation>按量計費：按地區電費計電量，並按 PUE 計入冷卻。已包含：含在機櫃費中。按 kW 計費：機櫃 kW × 每 kW 單價。</translation>
    </message>
    <message>
        <source>Price/kW/month</source>
        <translation>每 kW 月價</translation>
    </message>
    <message>
        <source>price per kW</source>
        <translation>每 kW 單價</translation>
    </message>
    <message>
        <source>Power price per kW of rack power per month (per-kW billing).</source>
        <translation>每 kW 機櫃功率每月的電力價格（按 kW 計費時）。</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the site; empty for the region&apos;s.</source>
        <translation>機房的電能使用效率；留空則採用所在地區的數值。</translation>
    </message>
    <message>
        <source>Setup fee/rack</source>
        <translation>開通費/機櫃</translation>
    </message>
    <message>
        <source>setup fee</source>
        <translation>開通費</translation>
    </message>
    <message>
        <source>Network/month</source>
        <translation>網絡費/月</translation>
    </message>
    <message>
        <source>network cost</source>
        <translation>網絡費</translation>
    </message>
    <message>
        <source>Currency of the fees.</source>
        <translation>各項費用的貨幣。</translation>
    </message>
    <message>
        <source>Yearly change of the rack, U, per-kW and network fees, as a fraction: 0.03 is a rise of 3% a year, 0 keeps them.</source>
        <translation>機櫃費、每 U 費用、每 kW 費用和網絡費每年的變化，以小數表示：0.03 即每年上漲 3%，0 為不變。</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>卡槽</translation>
    </message>
    <message>
        <source>slots</source>
        <translation>卡槽數</translation>
    </message>
    <message>
        <source>Accelerator cards one server holds.</source>
        <translation>一台伺服器可安裝的加速卡數量。</translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation>高度 U</translation>
    </message>
    <message>
        <source>rack units</source>
        <translation>機架單位</translation>
    </message>
    <message>
        <source>Height of the server in the rack (U).</source>
        <translation>伺服器在機櫃中佔用的高度（U）。</translation>
    </message>
    <message>
        <source>Base W</source>
        <translation>基礎 W</translation>
    </message>
    <message>
        <source>base power</source>
        <translation>基礎功耗</translation>
    </message>
    <message>
        <source>Power of the server without its cards, in watts.</source>
        <translation>不含加速卡的伺服器功耗，單位瓦。</translation>
    </message>
    <message>
        <source>Price of the server without its accelerator cards. Empty where no quote exists yet: colocation options need one.</source>
        <translation>不含加速卡的伺服器價格。尚無報價時留空：託管方案需要此價格。</translation>
    </message>
    <message>
        <source>Currency of the price.</source>
        <translation>價格的貨幣。</translation>
    </message>
    <message>
        <source>Yearly change of the server&apos;s price, as a fraction: -0.1 is a fall of 10% a year, 0 keeps it.</source>
        <translation>伺服器價格每年的變化，以小數表示：-0.1 即每年下降 10%，0 為不變。</translation>
    </message>
    <message>
        <source>Fully populated</source>
        <translation>滿配</translation>
    </message>
    <message>
        <source>full population</source>
        <translation>滿配</translation>
    </message>
    <message>
        <source>The server is bought only with every slot filled (an HGX board with all eight GPUs).</source>
        <translation>該伺服器只能滿配購買（例如 HGX 整板連全部八張 GPU）。</translation>
    </message>
    <message>
        <source>Where the servers run: gives the staff cost of the option.</source>
        <translation>伺服器所在地：決定該方案的人力成本。</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>The cards in the rented server.</source>
        <translation>租用伺服器中的加速卡。</translation>
    </message>
    <message>
        <source>Cards/server</source>
        <translation>每台卡數</translation>
    </message>
    <message>
        <source>cards per server</source>
        <translation>每台卡數</translation>
    </message>
    <message>
        <source>Accelerator cards in one rented server; every one is paid for.</source>
        <translation>一台租用伺服器中的加速卡數量；每張卡都要付費。</translation>
    </message>
    <message>
        <source>Monthly price</source>
        <translation>月租</translation>
    </message>
    <message>
        <source>monthly price</source>
        <translation>月租</translation>
    </message>
    <message>
        <source>Price of one server per month. Used when given; else the hourly price × 730 hours.</source>
        <translation>一台伺服器每月的價格。填寫時優先採用；否則按時租 × 730 小時計算。</translation>
    </message>
    <message>
        <source>Hourly price</source>
        <translation>時租</translation>
    </message>
    <message>
        <source>hourly price</source>
        <translation>時租</translation>
    </message>
    <message>
        <source>Price of one server per hour.</source>
        <translation>一台伺服器每小時的價格。</translation>
    </message>
    <message>
        <source>Currency of the prices and fees.</source>
        <translation>價格和各項費用的貨幣。</translation>
    </message>
    <message>
        <source>Setup fee/server</source>
        <translation>開通費/台</translation>
    </message>
    <message>
        <source>Min. term months</source>
        <translation>最短合約（月）</translation>
    </message>
    <message>
        <source>minimum term</source>
        <translation>最短合約期</translation>
    </message>
    <message>
        <source>Shortest contract, in months; 0 for none.</source>
        <translation>最短合約期，單位月；0 表示沒有。</translation>
    </message>
    <message>
        <source>Yearly change of the server price and the network charge, as a fraction: -0.2 is a fall of 20% a year, 0 keeps them.</source>
        <translation>伺服器租金和網絡費每年的變化，以小數表示：-0.2 即每年下降 20%，0 為不變。</translation>
    </message>
    <message>
        <source>Reporting currency</source>
        <translation>報告貨幣</translation>
    </message>
    <message>
        <source>reporting currency</source>
        <translation>報告貨幣</translation>
    </message>
    <message>
        <source>Every cost is converted into this currency with the exchange rates below.</source>
        <translation>所有成本都按下方的匯率換算為此貨幣。</translation>
    </message>
    <message>
        <source>Horizon (months)</source>
        <translation>測算期（月）</translation>
    </message>
    <message>
        <source>horizon</source>
        <translation>測算期</translation>
    </message>
    <message>
        <source>Months of running costs compared, 1 to 240; 36 is three years.</source>
        <translation>比較的運營月數，1 到 240；36 即三年。</translation>
    </message>
    <message>
        <source>Discount rate / year</source>
        <translation>年折現率</translation>
    </message>
    <message>
        <source>discount rate</source>
        <translation>折現率</translation>
    </message>
    <message>
        <source>Cost of capital for the NPV, as a fraction: 0.08 is 8 % a year.</source>
        <translation>計算淨現值所用的資金成本，以小數表示：0.08 即每年 8 %。</translation>
    </message>
    <message>
        <source>Memory headroom</source>
        <translation>顯存餘量</translation>
    </message>
    <message>
        <source>memory headroom</source>
        <translation>顯存餘量</translation>
    </message>
    <message>
        <source>Share of each card&apos;s memory kept free, as a fraction: 0.1 is 10 %.</source>
        <translation>每張卡預留的空閒顯存比例，以小數表示：0.1 即 10 %。</translation>
    </message>
    <message>
        <source>Engineer day rate</source>
        <translation>工程師日費率</translation>
    </message>
    <message>
        <source>engineer day rate</source>
        <translation>工程師日費率</translation>
    </message>
    <message>
        <source>Cost of one engineering day, for migration and requantization.</source>
        <translation>一個工程人天的成本，用於遷移和重新量化。</translation>
    </message>
    <message>
        <source>Engineer currency</source>
        <translation>工程師貨幣</translation>
    </message>
    <message>
        <source>engineer currency</source>
        <translation>工程師貨幣</translation>
    </message>
    <message>
        <source>Currency of the day rate.</source>
        <translation>日費率的貨幣。</translation>
    </message>
    <message>
        <source>Team region</source>
        <translation>團隊地區</translation>
    </message>
    <message>
        <source>team region</source>
        <translation>團隊地區</translation>
    </message>
    <message>
        <source>The region whose staff cost applies to every option, for one team running them all; or each option&apos;s own region&apos;s staff cost.</source>
        <translation>由一個團隊營運所有方案時，所有方案都按該地區的人力成本計算；或者每個方案按其自身地區的人力成本計算。</translation>
    </message>
    <message>
        <source>FTE per owned server</source>
        <translation>每台自有伺服器 FTE</translation>
    </message>
    <message>
        <source>Staff time each owned server takes, in full-time equivalents.</source>
        <translation>每台自有伺服器佔用的營運人力，以全職人力當量 (FTE) 計。</translation>
    </message>
    <message>
        <source>FTE per rented server</source>
        <translation>每台租用伺服器 FTE</translation>
    </message>
    <message>
        <source>Staff time each rented server takes, in full-time equivalents.</source>
        <translation>每台租用伺服器佔用的營運人力，以全職人力當量 (FTE) 計。</translation>
    </message>
    <message>
        <source>Minimum FTE, owned</source>
        <translation>自有最低 FTE</translation>
    </message>
    <message>
        <source>minimum FTE for owned servers</source>
        <translation>自有伺服器最低 FTE</translation>
    </message>
    <message>
        <source>Staff an owned deployment needs however small it is.</source>
        <translation>自有部署無論規模多小都需要的營運人力。</translation>
    </message>
    <message>
        <source>Minimum FTE, rented</source>
        <translation>租用最低 FTE</translation>
    </message>
    <message>
        <source>minimum FTE for rented servers</source>
        <translation>租用伺服器最低 FTE</translation>
    </message>
    <message>
        <source>Staff a rented deployment needs however small it is.</source>
        <translation>租用部署無論規模多小都需要的營運人力。</translation>
    </message>
    <message>
        <source>Spare cards</source>
        <translation>備用卡</translation>
    </message>
    <message>
        <source>spare fraction</source>
        <translation>備用卡比例</translation>
    </message>
    <message>
        <source>Spare cards bought per installed card, as a fraction: 0.05 is 5 %.</source>
        <translation>每張已安裝的卡所配購的備用卡比例，以小數表示：0.05 即 5 %。</translation>
    </message>
    <message>
        <source>Purchase overhead</source>
        <translation>採購附加費</translation>
    </message>
    <message>
        <source>purchase overhead</source>
        <translation>採購附加費率</translation>
    </message>
    <message>
        <source>Freight, import and installation on top of the hardware price, as a fraction.</source>
        <translation>硬件價格之外的運費、進口和安裝費用，以小數表示。</translation>
    </message>
    <message>
        <source>Maintenance / year</source>
        <translation>年維保費率</translation>
    </message>
    <message>
        <source>maintenance rate</source>
        <translation>維保費率</translation>
    </message>
    <message>
        <source>Yearly maintenance as a fraction of the hardware price.</source>
        <translation>每年維保費用佔硬件價格的比例。</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>殘值</translation>
    </message>
    <message>
        <source>residual value</source>
        <translation>殘值</translation>
    </message>
    <message>
        <source>Value of the hardware at the end of the horizon, as a fraction of its price; credited in the last month.</source>
        <translation>測算期末硬件的價值佔其價格的比例；計入最後一個月。</translation>
    </message>
    <message>
        <source>Parameters (billions)</source>
        <translation>參數量（十億）</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>參數量</translation>
    </message>
    <message>
        <source>Model size in billions of parameters.</source>
        <translation>模型規模，以十億參數計。</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>precision</source>
        <translation>精度</translation>
    </message>
    <message>
        <source>Weights&apos; precision. A card without it falls back (int4 → int8 → fp16, fp8 → fp16) and the option is flagged.</source>
        <translation>權重精度。不支援該精度的卡會回退（int4 → int8 → fp16，fp8 → fp16），並標記該方案。</translation>
    </message>
    <message>
        <source>KV cache bytes</source>
        <translation>KV 快取位元組數</translation>
    </message>
    <message>
        <source>Bytes per KV-cache element; 2 for fp16.</source>
        <translation>每個 KV 快取元素的位元組數；fp16 為 2。</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>層數</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>層數</translation>
    </message>
    <message>
        <source>Transformer layers (config.json num_hidden_layers).</source>
        <translation>Transformer 層數（config.json 中的 num_hidden_layers）。</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 頭數</translation>
    </message>
    <message>
        <source>Key/value heads (num_key_value_heads).</source>
        <translation>鍵/值頭數 (num_key_value_heads)。</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>頭維度</translation>
    </message>
    <message>
        <source>head dimension</source>
        <translation>頭維度</translation>
    </message>
    <message>
        <source>Dimension of one attention head.</source>
        <translation>單個注意力頭的維度。</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>提示 token 數</translation>
    </message>
    <message>
        <source>prompt tokens</source>
        <translation>提示 token 數</translation>
    </message>
    <message>
        <source>Tokens in a typical request&apos;s prompt.</source>
        <translation>典型請求提示中的 token 數。</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>輸出 token 數</translation>
    </message>
    <message>
        <source>output tokens</source>
        <translation>輸出 token 數</translation>
    </message>
    <message>
        <source>Tokens in a typical answer.</source>
        <translation>典型回答中的 token 數。</translation>
    </message>
    <message>
        <source>Peak output tokens/s</source>
        <translation>峰值輸出 token/s</translation>
    </message>
    <message>
        <source>peak throughput</source>
        <translation>峰值吞吐量</translation>
    </message>
    <message>
        <source>Output tokens per second the service must sustain at its busiest.</source>
        <translation>服務在最繁忙時必須維持的每秒輸出 token 數。</translation>
    </message>
    <message>
        <source>Demand growth / year</source>
        <translation>年需求增長</translation>
    </message>
    <message>
        <source>demand growth</source>
        <translation>需求增長</translation>
    </message>
    <message>
        <source>The peak grows by this fraction once a year: 0.5 is 50 % a year. Empty: no growth (or the demand steps below).</source>
        <translation>峰值每年按此比例增長一次：0.5 即每年 50%。留空：不增長（或使用下方的分階段需求）。</translation>
    </message>
    <message>
        <source>Time per output token (ms)</source>
        <translation>每個輸出 token 耗時（毫秒）</translation>
    </message>
    <message>
        <source>latency target</source>
        <translation>延遲目標</translation>
    </message>
    <message>
        <source>Latency target: milliseconds per generated token a user sees.</source>
        <translation>延遲目標：用戶看到的每生成一個 token 所需毫秒數。</translation>
    </message>
    <message>
        <source>Time to first token (ms)</source>
        <translation>首 token 時延（毫秒）</translation>
    </message>
    <message>
        <source>time-to-first-token limit</source>
        <translation>首 token 時延上限</translation>
    </message>
    <message>
        <source>Longest wait for the first token, in milliseconds: options whose prefill of one prompt takes longer are excluded. Empty: no limit.</source>
        <translation>等待首個 token 的最長時間（毫秒）：單個提示詞預填充耗時超過它的方案會被排除。留空：不限。</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>使用率</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>使用率</translation>
    </message>
    <message>
        <source>Average load as a fraction of the peak, in (0, 1]: drives power and the tokens actually served.</source>
        <translation>平均負載佔峰值的比例，取值範圍 (0, 1]：決定功耗和實際服務的 token 數。</translation>
    </message>
    <message>
        <source>Model updates / year</source>
        <translation>每年模型更新次數</translation>
    </message>
    <message>
        <source>model updates per year</source>
        <translation>每年模型更新次數</translation>
    </message>
    <message>
        <source>New model versions a year; each needs requantizing on quantized precisions.</source>
        <translation>每年的新模型版本數；量化精度下每次都需要重新量化。</translation>
    </message>
    <message>
        <source>Maximum batch</source>
        <translation>最大批次大小</translation>
    </message>
    <message>
        <source>maximum batch</source>
        <translation>最大批次大小</translation>
    </message>
    <message>
        <source>Largest batch the serving stack runs.</source>
        <translation>推理服務棧執行的最大批次大小。</translation>
    </message>
    <message>
        <source>Dynamic shapes</source>
        <translation>動態形狀</translation>
    </message>
    <message>
        <source>dynamic shapes</source>
        <translation>動態形狀</translation>
    </message>
    <message>
        <source>Requests vary in length and shape (hard for NPUs and ASICs).</source>
        <translation>請求的長度和形狀各不相同（對 NPU 和 ASIC 不友好）。</translation>
    </message>
    <message>
        <source>Requires isolation</source>
        <translation>需要隔離</translation>
    </message>
    <message>
        <source>isolation requirement</source>
        <translation>隔離要求</translation>
    </message>
    <message>
        <source>Tenants must be isolated on shared cards (needs partitioning).</source>
        <translation>租戶必須在共享卡上相互隔離（需要分區支援）。</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>How the option is called on the dashboard; unique in the scenario.</source>
        <translation>方案在儀表板上的名稱；在情景內唯一。</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Rent servers from a provider, buy the hardware and place it in colocation, or both (hybrid): own a base of servers and rent the rest.</source>
        <translation>向服務商租用伺服器，或購買硬件放入託管機房，或兩者結合（混合）：自有基礎伺服器，其餘租用。</translation>
    </message>
    <message>
        <source>Rent: cards some rental offer has. Colocation: cards with a price. Hybrid: cards with both.</source>
        <translation>租用：有租用報價的加速卡。託管：有價格的加速卡。混合：兩者兼備的加速卡。</translation>
    </message>
    <message>
        <source>Server platform</source>
        <translation>伺服器平台</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Colocation and hybrid: a priced server that accepts the card&apos;s class.</source>
        <translation>託管和混合：有價格且支援該類加速卡的伺服器。</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>報價</translation>
    </message>
    <message>
        <source>offer</source>
        <translation>報價</translation>
    </message>
    <message>
        <source>Rent: an offer for this card. Colocation and hybrid: the rack offer. The offer&apos;s region gives electricity, PUE and staff cost.</source>
        <translation>租用：該卡的租用報價。託管和混合：機櫃報價。報價所在地區決定電費、PUE 和人力成本。</translation>
    </message>
    <message>
        <source>Rental offer</source>
        <translation>租用報價</translation>
    </message>
    <message>
        <source>rental offer</source>
        <translation>租用報價</translation>
    </message>
    <message>
        <source>Hybrid only: the offer for this card that rents the servers the owned base does not cover.</source>
        <translation>只限混合：租用自有伺服器覆蓋不了的那部分伺服器所用的該卡租用報價。</translation>
    </message>
    <message>
        <source>Owned servers</source>
        <translation>自有伺服器</translation>
    </message>
    <message>
        <source>owned servers</source>
        <translation>自有伺服器數量</translation>
    </message>
    <message>
        <source>Hybrid only: servers bought at the start and placed in colocation; demand beyond them is rented.</source>
        <translation>只限混合：開始時購買並放入託管機房的伺服器；超出部分的需求改為租用。</translation>
    </message>
    <message>
        <source>Per-sequence overhead (ms)</source>
        <translation>每序列開銷 (ms)</translation>
    </message>
    <message>
        <source>per-sequence overhead</source>
        <translation>每序列開銷</translation>
    </message>
    <message>
        <source>Host time an iteration spends per running request (scheduling, sampling, streaming), in milliseconds; 0 for none.</source>
        <translation>每次迭代為每個運行中的請求花費的主機時間（調度、採樣、串流輸出），單位毫秒；0 表示無。</translation>
    </message>
    <message>
        <source>Per-request overhead (ms)</source>
        <translation>每請求開銷 (ms)</translation>
    </message>
    <message>
        <source>per-request overhead</source>
        <translation>每請求開銷</translation>
    </message>
    <message>
        <source>Time added once to every request&apos;s first token and end (tokenising, queue hand-off, the response path), in milliseconds; 0 for none.</source>
        <translation>每個請求的首個 token 和結束各加一次的時間（分詞、佇列交接、回應路徑），單位毫秒；0 表示無。</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>外形規格</translation>
    </message>
    <message>
        <source>form factor</source>
        <translation>外形規格</translation>
    </message>
    <message>
        <source>SXM, OAM, PCIe or other: a server platform that lists the form factors it takes accepts only these. Empty: not stated, no restriction.</source>
        <translation>SXM、OAM、PCIe 或其他：列出了可安裝外形規格的伺服器平台只接受這些規格。留空：未註明，不作限制。</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>容量測算</translation>
    </message>
    <message>
        <source>sizing</source>
        <translation>容量測算方式</translation>
    </message>
    <message>
        <source>average: replicas from the average batch; p99: from the simulated load at which the P99 latencies still meet both targets (needs a time-to-first-token target).</source>
        <translation>average：按平均批量計算副本數；p99：按 P99 延遲仍滿足兩項目標時的模擬負載計算（需要首 token 時延目標）。</translation>
    </message>
    <message>
        <source>Arrivals</source>
        <translation>請求到達</translation>
    </message>
    <message>
        <source>arrival process</source>
        <translation>到達過程</translation>
    </message>
    <message>
        <source>Burst CV</source>
        <translation>突發變異係數</translation>
    </message>
    <message>
        <source>burst CV</source>
        <translation>突發變異係數</translation>
    </message>
    <message>
        <source>Bursty arrivals: the coefficient of variation of the gaps between requests, at least 1; 2 by default.</source>
        <translation>突發到達時請求間隔的變異係數，至少為 1；預設 2。</translation>
    </message>
    <message>
        <source>Prefill chunk tokens</source>
        <translation>預填充分塊 token 數</translation>
    </message>
    <message>
        <source>prefill chunk</source>
        <translation>預填充分塊</translation>
    </message>
    <message>
        <source>Tokens one iteration may process, decode tokens included (the engine&apos;s chunked-prefill budget), 16 to 1,000,000; 2048 by default.</source>
        <translation>一次迭代最多處理的 token 數，含解碼 token（推理引擎的分塊預填充預算），16 至 1,000,000；預設 2048。</translation>
    </message>
    <message>
        <source>Iteration overhead (ms)</source>
        <translation>迭代開銷 (ms)</translation>
    </message>
    <message>
        <source>iteration overhead</source>
        <translation>迭代開銷</translation>
    </message>
    <message>
        <source>Time added to every iteration (scheduler, sampling, kernel launches), in milliseconds; 0 for none.</source>
        <translation>每次迭代額外增加的時間（調度器、採樣、核心啟動），單位毫秒；0 表示無。</translation>
    </message>
    <message>
        <source>Simulated requests</source>
        <translation>模擬請求數</translation>
    </message>
    <message>
        <source>simulated requests</source>
        <translation>模擬請求數</translation>
    </message>
    <message>
        <source>Requests one simulation runs, 500 to 1,000,000; the first tenth warms up and is not counted.</source>
        <translation>一次模擬運行的請求數，500 至 1,000,000；前十分之一用於預熱，不計入統計。</translation>
    </message>
    <message>
        <source>Simulation seed</source>
        <translation>模擬隨機種子</translation>
    </message>
    <message>
        <source>simulation seed</source>
        <translation>模擬隨機種子</translation>
    </message>
    <message>
        <source>Seed of the simulation&apos;s random arrivals, 0 to 2^63 - 1: the same seed gives the same results.</source>
        <translation>模擬隨機到達的種子，0 至 2^63 - 1：相同種子得到相同結果。</translation>
    </message>
    <message>
        <source>One-off fee for each rack, charged when the rack is added (per rack).</source>
        <translation>每個機櫃的一次性費用，在該機櫃加入時收取（按機櫃計）。</translation>
    </message>
    <message>
        <source>Cross-connects and transit per month for the whole offer, however many racks it has (not per server or per rack).</source>
        <translation>整個報價每月的交叉連接和頻寬費用，不論有多少個機櫃（並非按伺服器或機櫃計）。</translation>
    </message>
    <message>
        <source>One-off fee for each server rented, charged when the server is added (per server).</source>
        <translation>每租用一台伺服器的一次性費用，在該伺服器加入時收取（按伺服器計）。</translation>
    </message>
    <message>
        <source>Egress, storage and other network charges per month for the whole offer, however many servers are rented from it (not per server).</source>
        <translation>整個報價每月的流量、存儲及其他網絡費用，不論從中租用多少台伺服器（並非按伺服器計）。</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>The scenario&apos;s key.</source>
        <translation>情景的鍵。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Shown on the dashboard and the report&apos;s title page.</source>
        <translation>顯示在儀表板和報告封面上。</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>Where the figures come from and what was assumed.</source>
        <translation>數據來源及所作的假設。</translation>
    </message>
    <message>
        <source>Lengths</source>
        <translation>長度</translation>
    </message>
    <message>
        <source>request lengths</source>
        <translation>請求長度</translation>
    </message>
    <message>
        <source>The lengths of the simulated requests: fixed (every request has the prompt and output tokens above) or log (each request those of a row of the request log).</source>
        <translation>模擬請求的長度：fixed（每個請求都使用上面的提示與輸出 token 數）或 log（每個請求使用請求日誌中一行的長度）。</translation>
    </message>
    <message>
        <source>Request log</source>
        <translation>請求日誌</translation>
    </message>
    <message>
        <source>request log</source>
        <translation>請求日誌</translation>
    </message>
    <message>
        <source>The id of the request log whose lengths or arrivals the simulation replays; empty: none.</source>
        <translation>模擬重播其長度或到達時間的請求日誌的 ID；留空表示不使用。</translation>
    </message>
    <message>
        <source>Tax rate</source>
        <translation>稅率</translation>
    </message>
    <message>
        <source>tax rate</source>
        <translation>稅率</translation>
    </message>
    <message>
        <source>Profits tax rate, as a fraction: 0.165 is Hong Kong&apos;s 16.5 %. Empty: results before tax only.</source>
        <translation>利得稅稅率，以小數表示：0.165 即香港的 16.5%。留空：只計算稅前結果。</translation>
    </message>
    <message>
        <source>Write-off</source>
        <translation>撇銷方式</translation>
    </message>
    <message>
        <source>write-off</source>
        <translation>撇銷方式</translation>
    </message>
    <message>
        <source>immediate: owned hardware is deducted in full in the month it is bought (Hong Kong s.16G); straight_line: in equal months over the years below.</source>
        <translation>immediate：自置硬件在購買當月全數扣除（香港第 16G 條）；straight_line：在下面的年數內按月平均扣除。</translation>
    </message>
    <message>
        <source>Write-off years</source>
        <translation>撇銷年數</translation>
    </message>
    <message>
        <source>write-off years</source>
        <translation>撇銷年數</translation>
    </message>
    <message>
        <source>Straight-line write-off only: the years, 1 to 20, over which hardware is deducted.</source>
        <translation>只適用於直線法撇銷：硬件扣除的年數，1 至 20。</translation>
    </message>
    <message>
        <source>Tax lag (months)</source>
        <translation>繳稅滯後（月）</translation>
    </message>
    <message>
        <source>tax lag</source>
        <translation>繳稅滯後</translation>
    </message>
    <message>
        <source>Months, 0 to 24, from a month&apos;s profit to its tax being paid (or saved); what falls after the horizon is paid in its last month.</source>
        <translation>某月利潤至繳付（或節省）其稅款之間的月數，0 至 24；落在期限之後的計入最後一個月。</translation>
    </message>
    <message>
        <source>Financing</source>
        <translation>融資</translation>
    </message>
    <message>
        <source>financing</source>
        <translation>融資</translation>
    </message>
    <message>
        <source>Empty: the hardware is paid in cash. loan: borrowed, repaid monthly, the hardware is yours (and its tax write-off). lease: rented monthly from the month of purchase, given back at the end (no resale, no write-off; the payments are deducted).</source>
        <translation>留空：以現金購買硬件。loan：借款購買，按月還款，硬件歸你所有（並可作稅務撇銷）。lease：由購買當月起按月租用，期滿歸還（不可轉售，不可撇銷；租金可扣稅）。</translation>
    </message>
    <message>
        <source>Financing rate / year</source>
        <translation>融資年利率</translation>
    </message>
    <message>
        <source>financing rate</source>
        <translation>融資利率</translation>
    </message>
    <message>
        <source>Nominal yearly rate of the loan or lease, compounded monthly: 0.06 is 6 % a year, 0.5 % a month.</source>
        <translation>貸款或租賃的名義年利率，按月複利：0.06 即年利率 6%、月利率 0.5%。</translation>
    </message>
    <message>
        <source>Financing term (months)</source>
        <translation>融資期限（月）</translation>
    </message>
    <message>
        <source>financing term</source>
        <translation>融資期限</translation>
    </message>
    <message>
        <source>Monthly payments of each purchase, 1 to 120. A loan still owed at the horizon is repaid then; a lease must run to the horizon.</source>
        <translation>每筆採購的月供期數，1 至 120。期限完結時仍欠的貸款在當時還清；租賃必須持續至期限完結。</translation>
    </message>
    <message>
        <source>Down payment</source>
        <translation>首期</translation>
    </message>
    <message>
        <source>down payment</source>
        <translation>首期</translation>
    </message>
    <message>
        <source>Loan only: the share of each purchase paid at once, as a fraction; the rest is borrowed.</source>
        <translation>只適用於貸款：每筆採購即時支付的比例，以小數表示；其餘為借款。</translation>
    </message>
    <message>
        <source>TP all-reduce (µs/layer)</source>
        <translation>TP 全歸約（µs/層）</translation>
    </message>
    <message>
        <source>tensor-parallel all-reduce time</source>
        <translation>張量並行全歸約時間</translation>
    </message>
    <message>
        <source>Time of one layer&apos;s tensor-parallel all-reduces in one iteration, in microseconds, when a model is split over several cards; 0 for none.</source>
        <translation>模型拆分到多張卡上時，每次迭代中一層的張量並行全歸約時間，單位為微秒；0 表示沒有。</translation>
    </message>
    <message>
        <source>TP all-reduce (ns/token/layer)</source>
        <translation>TP 全歸約（ns/詞元/層）</translation>
    </message>
    <message>
        <source>tensor-parallel all-reduce time per token</source>
        <translation>每詞元的張量並行全歸約時間</translation>
    </message>
    <message>
        <source>Time the tensor-parallel all-reduces of one layer add per token an iteration processes, in nanoseconds; 0 for none.</source>
        <translation>一次迭代每處理一個詞元，一層的張量並行全歸約所增加的時間，單位為納秒；0 表示沒有。</translation>
    </message>
    <message>
        <source>How requests arrive in the simulation: poisson (independent), bursty (gaps that vary by the burst CV) or log (the gaps of the request log, replayed at the simulated rate).</source>
        <translation>模擬中請求的到達方式：poisson（相互獨立）、bursty（間隔按突發變異係數波動）或 log（按模擬速率重播請求日誌中的間隔）。</translation>
    </message>
    <message>
        <source>Reporting</source>
        <translation>報告</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>營運人員</translation>
    </message>
    <message>
        <source>Owned hardware</source>
        <translation>自有硬件</translation>
    </message>
    <message>
        <source>Profits tax</source>
        <translation>利得稅</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>Serving simulation</source>
        <translation>服務模擬</translation>
    </message>
</context>
<context>
    <name>infertco::FleetChart</name>
    <message>
        <source>Servers per month, owned and rented</source>
        <translation>每月伺服器數量（自有與租用）</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>伺服器</translation>
    </message>
    <message>
        <source>%1, owned</source>
        <translation>%1（自有）</translation>
    </message>
    <message>
        <source>%1, rented</source>
        <translation>%1（租用）</translation>
    </message>
</context>
<context>
    <name>infertco::FleetPlanner</name>
    <message numerus="yes">
        <source>%n owned server(s) of %1 slots cannot hold one replica of %2 accelerators; own more servers</source>
        <translation>
            <numerusform>%n 部各有 %1 個插槽的自有伺服器放不下一個需要 %2 張加速卡的副本；請增加自有伺服器</numerusform>
        </translation>
    </message>
    <message>
        <source>in month %1 it would need %2 %3, more than the 1,000,000,000 a plan can hold; check the demand and the per-token target</source>
        <translation>第 %1 個月需要 %2 %3，超過方案可容納的 1,000,000,000；請檢查需求和每 token 耗時目標</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>部伺服器</translation>
    </message>
    <message>
        <source>accelerators with spares</source>
        <translation>張加速卡（含備用卡）</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>個機櫃</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>個副本</translation>
    </message>
</context>
<context>
    <name>infertco::FxRateTableModel</name>
    <message>
        <source>exchange rate</source>
        <translation>匯率</translation>
    </message>
    <message>
        <source>exchange rates</source>
        <translation>匯率</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>貨幣</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>貨幣</translation>
    </message>
    <message>
        <source>A currency that a price or fee of the compared options is in.</source>
        <translation>所比較方案中某項價格或費用所用的貨幣。</translation>
    </message>
    <message>
        <source>reporting currency</source>
        <translation>報告貨幣</translation>
    </message>
    <message>
        <source>1 unit in %1</source>
        <translation>1 單位折合 %1</translation>
    </message>
    <message>
        <source>What one unit of the currency is worth in the reporting currency, e.g. 7.8 for USD when reporting in HKD.</source>
        <translation>一單位該貨幣折合多少報告貨幣，例如以 HKD 報告時，USD 為 7.8。</translation>
    </message>
</context>
<context>
    <name>infertco::FxRates</name>
    <message>
        <source>Every currency the catalog uses already has a rate; change a rate&apos;s currency to add another.</source>
        <translation>目錄使用的每種貨幣都已有匯率；如需添加其他貨幣，請修改某個匯率的貨幣。</translation>
    </message>
    <message>
        <source>%1 is the reporting currency; its rate is always 1</source>
        <translation>%1 是報告貨幣；其匯率始終為 1</translation>
    </message>
    <message>
        <source>%1 already has a rate</source>
        <translation>%1 已有匯率</translation>
    </message>
</context>
<context>
    <name>infertco::HeadlineFigures</name>
    <message>
        <source>%1-year total</source>
        <translation>%1 年總計</translation>
    </message>
    <message>
        <source>%1-month total</source>
        <translation>%1 個月總計</translation>
    </message>
    <message>
        <source>%1 · %2 × %3 in one server</source>
        <translation>%1 · %2 × %3，單台伺服器</translation>
    </message>
    <message>
        <source>%1 · %2 × %3 in %4 servers</source>
        <translation>%1 · %2 × %3，共 %4 台伺服器</translation>
    </message>
    <message>
        <source>Cheapest option</source>
        <translation>最便宜方案</translation>
    </message>
    <message>
        <source>Net present value</source>
        <translation>淨現值</translation>
    </message>
    <message>
        <source>Break-even, colo vs rent</source>
        <translation>回本點（託管 vs 租用）</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>每百萬 token</translation>
    </message>
    <message>
        <source>None feasible</source>
        <translation>無可行方案</translation>
    </message>
    <message>
        <source>No option can serve this workload; see the advice.</source>
        <translation>沒有方案能夠承載該工作負載；請查看建議。</translation>
    </message>
    <message>
        <source>Discounted at %1% a year</source>
        <translation>按年折現率 %1% 折現</translation>
    </message>
    <message>
        <source>No colo and rent option on the same accelerator</source>
        <translation>沒有使用同一加速卡的託管與租用方案</translation>
    </message>
    <message>
        <source>Month %1</source>
        <translation>第 %1 個月</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 vs %2</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>不會回本</translation>
    </message>
    <message>
        <source>%1 stays dearer than %2 over %3 months</source>
        <translation>%3 個月內 %1 始終比 %2 貴</translation>
    </message>
    <message>
        <source>%1 billion parameters, %2 · %3 output tokens per second at peak · %4 months</source>
        <translation>%1B 參數，%2 · 峰值輸出 %3 tokens/s · %4 個月</translation>
    </message>
    <message>
        <source>%1 vs %2, only through the %3 resale value</source>
        <translation>%1 vs %2，只靠 %3 的殘值</translation>
    </message>
    <message>
        <source>%1 vs %2; month %3 without the resale value</source>
        <translation>%1 vs %2；不計殘值為第 %3 個月</translation>
    </message>
    <message>
        <source>%1 · %2 (%3%) less than %4</source>
        <translation>%1 · 比 %4 少 %2（%3%）</translation>
    </message>
    <message>
        <source>%1 · the only feasible option</source>
        <translation>%1 · 唯一可行的方案</translation>
    </message>
    <message>
        <source>Nothing to pay over the horizon</source>
        <translation>測算期內沒有需要支付的費用</translation>
    </message>
    <message>
        <source>%1 is %2% of the costs before the resale credit of %3</source>
        <translation>%1佔扣除 %3 殘值前成本的 %2%</translation>
    </message>
    <message>
        <source>%1 is %2% of the costs</source>
        <translation>%1佔成本的 %2%</translation>
    </message>
    <message>
        <source>%1, output tokens at %2% average load</source>
        <translation>%1，按平均負載 %2% 計算輸出 token</translation>
    </message>
    <message>
        <source>%1, output tokens at %2% average load of a %3 tokens/s peak</source>
        <translation>%1，按峰值每秒 %3 個 token 的 %2% 平均負載計算輸出 token</translation>
    </message>
    <message>
        <source>%1, output tokens at %2% average load of peaks from %3 to %4 tokens/s</source>
        <translation>%1，按峰值每秒 %3 至 %4 個 token 的 %2% 平均負載計算輸出 token</translation>
    </message>
    <message>
        <source>%1 billion parameters, %2 · peaks from %3 to %4 output tokens per second · %5 months</source>
        <translation>%1B 參數，%2 · 峰值輸出 %3 至 %4 tokens/s · %5 個月</translation>
    </message>
    <message>
        <source>%1 (%2, the cheapest, has no rental or owned option on the same card to compare with)</source>
        <translation>%1（最便宜的 %2 沒有使用同一種卡的租用或自設方案可供比較）</translation>
    </message>
    <message>
        <source>None with every figure</source>
        <translation>沒有數據齊全的方案</translation>
    </message>
    <message>
        <source>Every option that can serve this workload lacks a figure (%1 for %2); enter it to compare.</source>
        <translation>每個能滿足該工作負載的方案都缺少一項數據（%2 缺少%1）；填入後即可比較。</translation>
    </message>
    <message>
        <source>%1 · the only option with every figure</source>
        <translation>%1 · 唯一數據齊全的方案</translation>
    </message>
    <message>
        <source>Misses both P99 targets</source>
        <translation>未達到兩項 P99 目標</translation>
    </message>
    <message>
        <source>Misses its P99 first-token target</source>
        <translation>未達到 P99 首 token 時延目標</translation>
    </message>
    <message>
        <source>Misses its P99 per-token target</source>
        <translation>未達到 P99 每 token 耗時目標</translation>
    </message>
    <message>
        <source>%1 · sized by P99: %2</source>
        <translation>%1 · 按 P99 測算容量：%2</translation>
    </message>
    <message>
        <source>%1 · no P99-sized cost: %2</source>
        <translation>%1 · 無法按 P99 測算成本：%2</translation>
    </message>
    <message>
        <source>After tax %1 · %2</source>
        <translation>稅後 %1 · %2</translation>
    </message>
    <message>
        <source>Month %1 at the earliest</source>
        <translation>最早第 %1 個月</translation>
    </message>
    <message>
        <source>%1; %2 is a lower bound (%3)</source>
        <translation>%1；%2 為下限（%3）</translation>
    </message>
    <message>
        <source>%1 stays dearer than %2 over %3 months even at its lower bound</source>
        <translation>%3 個月內 %1 即使按其下限計算也始終比 %2 貴</translation>
    </message>
</context>
<context>
    <name>infertco::ImportPreview</name>
    <message>
        <source>Import Quotes</source>
        <translation>匯入報價</translation>
    </message>
    <message numerus="yes">
        <source>%1 will add %n item(s) and change %2. Nothing is written until you choose Import; an import can be undone.</source>
        <translation>
            <numerusform>%1 將新增 %n 項並更改 %2。選擇「匯入」之前不會寫入任何內容；匯入可以復原。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n 項</numerusform>
        </translation>
    </message>
    <message>
        <source>Item or field</source>
        <translation>項目或欄位</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>之後</translation>
    </message>
    <message>
        <source>Added: %1</source>
        <translation>新增：%1</translation>
    </message>
    <message>
        <source>Changed: %1</source>
        <translation>更改：%1</translation>
    </message>
    <message numerus="yes">
        <source>and %n more item(s)</source>
        <translation>
            <numerusform>另有 %n 項</numerusform>
        </translation>
    </message>
    <message>
        <source>Import</source>
        <translation>匯入</translation>
    </message>
</context>
<context>
    <name>infertco::InputFile</name>
    <message>
        <source>does not exist</source>
        <translation>不存在</translation>
    </message>
</context>
<context>
    <name>infertco::Language</name>
    <message>
        <source>System language</source>
        <translation>跟隨系統</translation>
    </message>
</context>
<context>
    <name>infertco::LatencyCharts</name>
    <message>
        <source>Memory-bound</source>
        <translation>受顯存頻寬限制</translation>
    </message>
    <message>
        <source>Compute-bound</source>
        <translation>受算力限制</translation>
    </message>
    <message>
        <source>P99 time to first token against load</source>
        <translation>P99 首 token 時延隨負載的變化</translation>
    </message>
    <message>
        <source>P99 time per output token against load</source>
        <translation>P99 每個輸出 token 耗時隨負載的變化</translation>
    </message>
    <message>
        <source>Load (% of SLO capacity)</source>
        <translation>負載（佔 SLO 容量的 %）</translation>
    </message>
    <message>
        <source>P99 (ms)</source>
        <translation>P99（ms）</translation>
    </message>
    <message>
        <source>SLO capacity</source>
        <translation>SLO 容量</translation>
    </message>
    <message>
        <source>Target</source>
        <translation>目標</translation>
    </message>
    <message>
        <source>Peak-month load</source>
        <translation>峰值月負載</translation>
    </message>
    <message>
        <source>Roofline: where each option&apos;s work sits</source>
        <translation>屋頂線模型：各方案的工作負載所處位置</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP per byte)</source>
        <translation>算術強度（每位元組浮點運算次數）</translation>
    </message>
    <message>
        <source>Attainable TFLOP/s</source>
        <translation>可達 TFLOP/s</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>解碼</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>預填充</translation>
    </message>
    <message>
        <source>SLO capacity (100%)</source>
        <translation>SLO 容量（100%）</translation>
    </message>
    <message>
        <source>peak-month load %1 of SLO capacity</source>
        <translation>峰值月負載為 SLO 容量的 %1</translation>
    </message>
    <message>
        <source>no load meets the P99 targets</source>
        <translation>任何負載都達不到 P99 目標</translation>
    </message>
    <message>
        <source>%1; P99 TTFT %2, P99 TPOT %3; SLO capacity %4 tokens/s per replica</source>
        <translation>%1；P99 首 token 時延 %2，P99 每個輸出 token 耗時 %3；每個副本的 SLO 容量為 %4 tokens/s</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>首 token 時延 %1</translation>
    </message>
    <message>
        <source>TPOT %1</source>
        <translation>每 token 耗時 %1</translation>
    </message>
    <message>
        <source>%1 of capacity</source>
        <translation>佔容量 %1</translation>
    </message>
    <message>
        <source>P99 at the peak month:</source>
        <translation>峰值月 P99：</translation>
    </message>
    <message>
        <source>decode %1 FLOP/byte, compute-bound</source>
        <translation>解碼 %1 FLOP/位元組，受算力限制</translation>
    </message>
    <message>
        <source>decode %1 FLOP/byte, memory-bound</source>
        <translation>解碼 %1 FLOP/位元組，受顯存頻寬限制</translation>
    </message>
    <message>
        <source>prefill %1 FLOP/byte, compute-bound</source>
        <translation>預填充 %1 FLOP/位元組，受算力限制</translation>
    </message>
    <message>
        <source>prefill %1 FLOP/byte, memory-bound</source>
        <translation>預填充 %1 FLOP/位元組，受顯存頻寬限制</translation>
    </message>
    <message>
        <source>ridge %1 FLOP/byte; %2; %3</source>
        <translation>拐點 %1 FLOP/位元組；%2；%3</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
</context>
<context>
    <name>infertco::LatencyInputs</name>
    <message>
        <source>Requests simulated with the lengths and the arrivals of request log %1.</source>
        <translation>模擬所用請求：請求日誌 %1 的長度和到達時間。</translation>
    </message>
    <message>
        <source>the lengths of request log %1</source>
        <translation>請求日誌 %1 的長度</translation>
    </message>
    <message>
        <source>fixed lengths (%1 prompt and %2 output tokens)</source>
        <translation>固定長度（%1 個提示 token、%2 個輸出 token）</translation>
    </message>
    <message>
        <source>Poisson arrivals</source>
        <translation>泊松到達</translation>
    </message>
    <message>
        <source>bursty arrivals (gap CV %1)</source>
        <translation>突發到達（間隔變異係數 %1）</translation>
    </message>
    <message>
        <source>the arrivals of request log %1</source>
        <translation>請求日誌 %1 的到達時間</translation>
    </message>
    <message>
        <source>Requests simulated with %1 and %2.</source>
        <translation>模擬所用請求：%1，%2。</translation>
    </message>
</context>
<context>
    <name>infertco::LatencyView</name>
    <message>
        <source>Simulating… the P99 figures follow as soon as the simulation ends.</source>
        <translation>正在模擬……模擬結束後即顯示 P99 數據。</translation>
    </message>
    <message>
        <source>The latency appears here as soon as the scenario can be computed.</source>
        <translation>情景可以計算後，時延將顯示在這裡。</translation>
    </message>
    <message>
        <source>No latency figures for these inputs.</source>
        <translation>這些輸入沒有時延數據。</translation>
    </message>
    <message>
        <source>No option could be simulated: the advice says why.</source>
        <translation>沒有方案可以模擬：原因見建議。</translation>
    </message>
</context>
<context>
    <name>infertco::MainWindow</name>
    <message>
        <source>InferTCO documents (*.infertco)</source>
        <translation>InferTCO 文件 (*.infertco)</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Cards and modules: price, memory, bandwidth, throughput per precision, power and how well the serving stack uses them.</source>
        <translation>加速卡和模組：價格、顯存、頻寬、各精度算力、功耗，以及推理框架能發揮出的效率。</translation>
    </message>
    <message>
        <source>Server platforms</source>
        <translation>伺服器平台</translation>
    </message>
    <message>
        <source>Servers that host owned cards in colocation: slots, accepted card classes, height, base power and price.</source>
        <translation>用於託管自有加速卡的伺服器：卡槽數、支援的加速卡類別、高度（U）、基礎功耗和價格。</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>伺服器租用報價</translation>
    </message>
    <message>
        <source>Servers for rent: provider, region, cards per server, monthly or hourly price, fees and minimum term.</source>
        <translation>可租用的伺服器：供應商、地區、每台卡數、月租或時租價格、各項費用和最短合約期。</translation>
    </message>
    <message>
        <source>Colocation offers</source>
        <translation>伺服器託管報價</translation>
    </message>
    <message>
        <source>Rack space for owned servers: rack and U fees, power allowance and billing, PUE, setup and network.</source>
        <translation>放置自有伺服器的機櫃空間：機櫃費和按 U 計費、電力額度與計費方式、PUE、開通費和網絡費。</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>地區</translation>
    </message>
    <message>
        <source>Where servers run: currency, electricity tariff, typical PUE and the yearly cost of one engineer.</source>
        <translation>伺服器所在地：貨幣、電費、典型 PUE，以及一名工程師的年度成本。</translation>
    </message>
    <message>
        <source>Open a document, or start from the demo.</source>
        <translation>開啟一個文件，或從示範文件開始。</translation>
    </message>
    <message>
        <source>Open the demo</source>
        <translation>開啟示範文件</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>檔案(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>新增(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開啟(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近開啟(&amp;R)</translation>
    </message>
    <message>
        <source>Open the &amp;Demo</source>
        <translation>開啟示範文件(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>儲存(&amp;S)</translation>
    </message>
    <message>
        <source>Every edit is saved as it is made; this confirms it.</source>
        <translation>每次修改都會即時儲存；此命令只是確認已儲存。</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存為(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Print Report…</source>
        <translation>打印報告(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>結束(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編輯(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>復原(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>檢視(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>簡報模式(&amp;P)</translation>
    </message>
    <message>
        <source>Results only, full screen, large type. Esc leaves.</source>
        <translation>只顯示結果，全螢幕、大字號。按 Esc 離開。</translation>
    </message>
    <message>
        <source>Results &amp;Only</source>
        <translation>只看結果(&amp;O)</translation>
    </message>
    <message>
        <source>Show &amp;Results</source>
        <translation>顯示結果面板(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>結果(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Copy Chart</source>
        <translation>複製圖表(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>說明(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About InferTCO</source>
        <translation>關於 InferTCO(&amp;A)</translation>
    </message>
    <message>
        <source>About InferTCO</source>
        <translation>關於 InferTCO</translation>
    </message>
    <message>
        <source>&lt;h3&gt;InferTCO %1&lt;/h3&gt;&lt;p&gt;What serving an AI inference workload costs over three years: renting servers or buying hardware for colocation.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;InferTCO %1&lt;/h3&gt;&lt;p&gt;測算 AI 推理業務三年的總擁有成本：伺服器租用，還是購買硬件做伺服器託管。&lt;/p&gt;&lt;p&gt;依據 GNU GPL 第 3 版或更高版本授權。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The document could not be opened</source>
        <translation>無法開啟文件</translation>
    </message>
    <message>
        <source>The document could not be created</source>
        <translation>無法建立文件</translation>
    </message>
    <message>
        <source>The demo could not be opened</source>
        <translation>無法開啟示範文件</translation>
    </message>
    <message>
        <source>Computed in %1 ms at %2</source>
        <translation>計算耗時 %1 毫秒，完成於 %2</translation>
    </message>
    <message>
        <source>Not computed: the scenario has problems</source>
        <translation>未計算：情景存在問題</translation>
    </message>
    <message>
        <source>The document has no scenario yet: add one from the sidebar (right-click Scenarios).</source>
        <translation>文件中還沒有情景：請在側欄中添加（按右鍵「情景」）。</translation>
    </message>
    <message>
        <source>%1[*] — InferTCO</source>
        <translation>%1[*] — InferTCO</translation>
    </message>
    <message>
        <source>%1 · every change saved</source>
        <translation>%1 · 所有修改均已儲存</translation>
    </message>
    <message>
        <source>No recent documents</source>
        <translation>沒有最近開啟的文件</translation>
    </message>
    <message>
        <source>Clear the List</source>
        <translation>清空清單</translation>
    </message>
    <message>
        <source>New Document</source>
        <translation>新增文件</translation>
    </message>
    <message>
        <source>Untitled.infertco</source>
        <translation>未命名.infertco</translation>
    </message>
    <message>
        <source>cannot be replaced</source>
        <translation>無法替換</translation>
    </message>
    <message>
        <source>Open Document</source>
        <translation>開啟文件</translation>
    </message>
    <message>
        <source>Save Document As</source>
        <translation>文件另存為</translation>
    </message>
    <message>
        <source>The document could not be saved</source>
        <translation>無法儲存文件</translation>
    </message>
    <message>
        <source>Every change is saved in %1</source>
        <translation>所有修改均已儲存到 %1</translation>
    </message>
    <message>
        <source>There is nothing to report yet</source>
        <translation>暫無可生成報告的結果</translation>
    </message>
    <message>
        <source>The scenario shown has no results: fix the problems the dashboard lists, or choose a scenario.</source>
        <translation>目前情景沒有結果：請先修正儀表板列出的問題，或選擇其他情景。</translation>
    </message>
    <message>
        <source>Export PDF Report</source>
        <translation>匯出 PDF 報告</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <source>The report could not be written</source>
        <translation>無法寫入報告</translation>
    </message>
    <message>
        <source>Report saved to %1</source>
        <translation>報告已儲存到 %1</translation>
    </message>
    <message>
        <source>The report could not be printed</source>
        <translation>無法打印報告</translation>
    </message>
    <message>
        <source>Risk and &amp;Decision…</source>
        <translation>風險與決策(&amp;D)…</translation>
    </message>
    <message>
        <source>Which figures could change the answer, and how likely each option is to be the cheapest</source>
        <translation>哪些數據可能改變結論，以及各方案成為最便宜方案的概率</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>語言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Import Quotes from CSV…</source>
        <translation>從 CSV 匯入報價(&amp;I)…</translation>
    </message>
    <message>
        <source>Rental offers, colocation offers or accelerator prices from a spreadsheet saved as CSV</source>
        <translation>從另存為 CSV 的試算表匯入伺服器租用報價、伺服器託管報價或加速卡價格</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>匯出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Export Spreadsheet</source>
        <translation>匯出試算表</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>The spreadsheet could not be written</source>
        <translation>無法寫入試算表</translation>
    </message>
    <message>
        <source>Spreadsheet saved to %1</source>
        <translation>試算表已儲存到 %1</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>匯出 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 檔案 (*.csv)</translation>
    </message>
    <message>
        <source>The CSV files could not be written</source>
        <translation>無法寫入 CSV 檔案</translation>
    </message>
    <message>
        <source>Import Quotes</source>
        <translation>匯入報價</translation>
    </message>
    <message>
        <source>The quotes were not imported; the catalog is unchanged</source>
        <translation>報價未匯入；目錄保持不變</translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 from %2: %n new, %3 updated</source>
        <translation>
            <numerusform>已從 %2 匯入%1：新增 %n 項，更新 %3 項</numerusform>
        </translation>
    </message>
    <message>
        <source>report</source>
        <translation>報告</translation>
    </message>
    <message>
        <source>Importing quotes from %1…</source>
        <translation>正在從 %1 匯入報價…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The import of %1 was cancelled; the catalog is unchanged</source>
        <translation>已取消匯入 %1；目錄未有更改</translation>
    </message>
    <message>
        <source>the document changed while %1 was read; import it again</source>
        <translation>讀取 %1 期間文件已被更改；請重新匯入</translation>
    </message>
    <message>
        <source>Writing the quotes to the document…</source>
        <translation>正在將報價寫入文件…</translation>
    </message>
    <message>
        <source>Saved %1 (every option month by month and in total) and %2 (the months alone)</source>
        <translation>已儲存 %1（每個方案的逐月明細及合計）和 %2（僅逐月明細）</translation>
    </message>
    <message>
        <source>%1 · saving…</source>
        <translation>%1 · 正在儲存…</translation>
    </message>
    <message>
        <source>The last change could not be saved</source>
        <translation>無法儲存最後一項修改</translation>
    </message>
    <message>
        <source>&amp;How the Figures Are Computed</source>
        <translation>數字如何計算(&amp;H)</translation>
    </message>
    <message>
        <source>How the figures are computed</source>
        <translation>數字如何計算</translation>
    </message>
    <message>
        <source>How the Figures Are Computed</source>
        <translation>數字如何計算</translation>
    </message>
    <message>
        <source>Find the Cheapest &amp;Plans…</source>
        <translation>尋找最便宜的方案(&amp;P)…</translation>
    </message>
    <message>
        <source>Every rental, colocation and hybrid plan the catalog allows for this scenario, ranked by total cost</source>
        <translation>目錄允許的該情景所有伺服器租用、伺服器託管和混合方案，按總成本排名</translation>
    </message>
    <message>
        <source>History on the Team Server…</source>
        <translation>團隊伺服器上的歷史記錄…</translation>
    </message>
    <message>
        <source>Connect to the team catalog first (File &gt; Team Catalog &gt; Connect…)</source>
        <translation>請先連接團隊目錄（檔案 &gt; 團隊目錄 &gt; 連接…）</translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>正在模擬……</translation>
    </message>
    <message>
        <source>&amp;Export PDF Report…</source>
        <translation>匯出 PDF 報告(&amp;E)…</translation>
    </message>
    <message>
        <source>Export Spreads&amp;heet (Excel)…</source>
        <translation>匯出試算表 (Excel)(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Save Chart as PNG…</source>
        <translation>將圖表另存為 PNG(&amp;S)…</translation>
    </message>
    <message>
        <source>Calibrate from &amp;Measured Runs…</source>
        <translation>根據實測運行校準(&amp;M)…</translation>
    </message>
    <message>
        <source>Fit a card&apos;s serving factors to the runs of your pilot and add the calibrated card beside it</source>
        <translation>用試點的運行擬合加速卡的推理服務系數，並在其旁加入校準後的卡</translation>
    </message>
    <message>
        <source>Simulating… the figures shown are for the previous inputs</source>
        <translation>正在模擬…所示數字仍是上次輸入的結果</translation>
    </message>
    <message>
        <source>Simulating the latency for the report…</source>
        <translation>正在為報告模擬延遲…</translation>
    </message>
    <message>
        <source>Import Request &amp;Log…</source>
        <translation>匯入請求日誌(&amp;L)…</translation>
    </message>
    <message>
        <source>A log of requests (their arrival and their prompt and output tokens) for the serving simulation to replay</source>
        <translation>供服務模擬重播的請求日誌（各請求的到達時間及提示和輸出 token 數）</translation>
    </message>
    <message>
        <source>Import Request Log</source>
        <translation>匯入請求日誌</translation>
    </message>
    <message>
        <source>Reading the request log %1…</source>
        <translation>正在讀取請求日誌 %1…</translation>
    </message>
    <message>
        <source>Writing the request log to the document…</source>
        <translation>正在將請求日誌寫入文件…</translation>
    </message>
    <message>
        <source>The request log was not imported; the document is unchanged</source>
        <translation>未匯入請求日誌；文件保持不變</translation>
    </message>
    <message numerus="yes">
        <source>Imported the request log %1 from %2: %n request(s)</source>
        <translation>
            <numerusform>已從 %2 匯入請求日誌 %1：%n 個請求</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>infertco::MethodNotes</name>
    <message>
        <source>Cards, spares and servers bought, with the purchase overhead (freight, import, installation), counted in the month before they are first used; a fleet that grows buys each tranche at that year&apos;s prices.</source>
        <translation>購買的卡、備用卡和伺服器，加上購置附加費用（運費、進口、安裝），計入首次使用前一個月；逐步擴充的機群按當年價格購買每一批。</translation>
    </message>
    <message>
        <source>One-off fees when servers are rented or racks are taken: the rental offer&apos;s setup fee per server and the colocation offer&apos;s setup fee per rack, counted in the month before.</source>
        <translation>租用伺服器或租用機櫃時的一次性費用：租用報價的每部伺服器開通費和託管報價的每個機櫃開通費，計入前一個月。</translation>
    </message>
    <message>
        <source>Rented servers each month at the offer&apos;s monthly price (or its hourly price × 730 hours), which includes their power.</source>
        <translation>每月租用的伺服器按報價的月價（或時價 × 730 小時）計算，已含電力。</translation>
    </message>
    <message>
        <source>Owned servers only: the energy drawn at the average load (servers&apos; base power, idle cards, and the busy share of the cards&apos; full power) × 730 hours × the electricity price; or the rack&apos;s power at a price per kW; or nothing when power is included in the rack fee.</source>
        <translation>僅限自設伺服器：平均負載下的耗電（伺服器基本功耗、閒置卡功耗，以及卡滿載功耗中繁忙的部分）× 730 小時 × 電費；或按每 kW 價格計算機櫃電力；電力已包含在機櫃費中時為零。</translation>
    </message>
    <message>
        <source>Metered power only: the same energy × (PUE − 1) × the electricity price.</source>
        <translation>僅限按錶計電：同樣的耗電 × (PUE − 1) × 電費。</translation>
    </message>
    <message>
        <source>Racks × the rack fee, plus servers&apos; rack units × the fee per unit, each month.</source>
        <translation>每月：機櫃數 × 機櫃費，加上伺服器所佔機架單元數 × 每單元費用。</translation>
    </message>
    <message>
        <source>The offers&apos; network fee each month: per offer, not per server (a hybrid pays both offers&apos;, the rental one only in months with rented servers).</source>
        <translation>每月的報價網絡費：按報價計，而非按伺服器計（混合方案支付兩個報價的網絡費，租用報價的只在有租用伺服器的月份支付）。</translation>
    </message>
    <message>
        <source>Net present value: each month&apos;s total is discounted at the yearly discount rate r, as total × (1 + r)^(−m/12) for month m (month 0 undiscounted), rounded to the cent, and the rounded months are summed.</source>
        <translation>淨現值：每月總額按年貼現率 r 貼現，第 m 個月為 總額 × (1 + r)^(−m/12)（第 0 個月不貼現），四捨五入到仙，再將取整後的各月相加。</translation>
    </message>
    <message>
        <source>Break-even compares each colocation or hybrid option with each rental option on the same card: the month from which the owned option&apos;s cumulative cost stays at or below the rental&apos;s through the end of the horizon. The cash break-even is the same month counted without the residual credit, i.e. without selling the hardware at the end; when only the first exists, the option pays back only through its resale value.</source>
        <translation>回本點比較使用同一種卡的每個託管或混合方案與每個租用方案：由該月起直至測算期結束，自設方案的累計成本始終不高於租用方案。現金回本點是不計殘值抵減（即期末不出售硬件）時的同一月份；若只有前者存在，該方案只能靠轉售價值回本。</translation>
    </message>
    <message>
        <source>Cost per million tokens: the total over the horizon ÷ the output tokens served, counted as each month&apos;s peak × the average load × 3,600 seconds × 730 hours, in millions; rounded to four decimal places.</source>
        <translation>每百萬 token 成本：測算期總額 ÷ 所服務的輸出 token 數（每月峰值 × 平均負載 × 3,600 秒 × 730 小時，以百萬計）；四捨五入至小數點後四位。</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金額</translation>
    </message>
    <message>
        <source>Net present value</source>
        <translation>淨現值</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>回本點</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百萬 token 成本</translation>
    </message>
    <message>
        <source>Loans</source>
        <translation>貸款</translation>
    </message>
    <message>
        <source>A loan repays each purchase, less its down payment, in equal monthly payments from the month after it (an annuity at the yearly rate ÷ 12). Each month&apos;s interest is the balance × the yearly rate ÷ 12, rounded to the cent; the rest of the payment repays the balance, and the last payment repays what is left. A loan still owed at the end of the horizon is repaid in its last month. The down payment counts as the purchase; the hardware is owned, so its residual value and its tax write-off stay. A loan at the discount rate is not NPV-neutral: the loan compounds monthly at the yearly rate ÷ 12, the discount rate is an effective yearly rate.</source>
        <translation>貸款把每筆採購（扣除首期）按月平均償還，由採購後的下一個月開始（按年利率 ÷ 12 計算的年金）。每月利息為結餘 × 年利率 ÷ 12，四捨五入至仙；其餘部分償還本金，最後一期償還餘下全部。期限完結時仍欠的貸款在最後一個月還清。首期計為採購；硬件歸自己所有，因此殘值及稅務撇銷保留。按折現率計息的貸款並非淨現值中性：貸款按年利率 ÷ 12 按月複利，而折現率是實際年利率。</translation>
    </message>
    <message>
        <source>Leases</source>
        <translation>租賃</translation>
    </message>
    <message>
        <source>A lease pays for each purchase in equal monthly payments in advance, from the month of the purchase for its term, which must reach the end of the horizon; the payments due after the horizon are counted in its last month (the contract is owed). Nothing is bought and the hardware goes back at the end: no purchase, no residual value, no write-off. Maintenance, power and the other running costs are as for cash.</source>
        <translation>租賃以每月平均、期初支付的方式支付每筆採購，由採購當月起支付整個租期，租期必須持續至分析期限完結；期限之後到期的租金計入最後一個月（合約仍須履行）。不購買任何硬件，期滿硬件歸還：沒有採購、沒有殘值、沒有撇銷。維修、電力及其他營運成本與現金購買相同。</translation>
    </message>
    <message>
        <source>Profits tax</source>
        <translation>利得稅</translation>
    </message>
    <message>
        <source>With a tax rate, each month&apos;s tax is the rate × (taxable receipts − deductions), rounded to the cent and paid the given number of months later (in the last month at the latest). Deducted as paid: setup, migration, rental, power, cooling, rack space, network, staff, maintenance, requantization, loan interest and lease payments. Hardware bought in cash or with a loan is written off in full in the month it is bought (immediate, as Hong Kong&apos;s s.16G allows) or in equal monthly parts over the given years (straight line); leased hardware is not. Its sale at the end (the residual value) is taxed up to what was written off, and what the straight line has not yet written off is deducted then. The total, NPV, cost per million tokens and break-even are before tax; the after-tax total and NPV add each month&apos;s tax.</source>
        <translation>設定稅率後，每月稅額 = 稅率 ×（應課稅收入 − 扣除額），四捨五入至仙，並在指定月數之後繳付（最遲在最後一個月）。按支付扣除：安裝、遷移、租用、電力、冷卻、機櫃空間、網絡、人員、維修、重新量化、貸款利息及租金。以現金或貸款購買的硬件在購買當月全數撇銷（immediate，如香港第 16G 條所容許），或在指定年數內按月平均撇銷（直線法）；租賃硬件不撇銷。期末出售（殘值）以已撇銷金額為上限課稅，直線法尚未撇銷的部分在當時扣除。總額、淨現值、每百萬 token 成本及回本點均為稅前；稅後總額及淨現值加上每月稅額。</translation>
    </message>
    <message>
        <source>Limits of the tax model</source>
        <translation>稅務模型的局限</translation>
    </message>
    <message>
        <source>A negative tax is a saving: it assumes the company has other profits to set it against. Hong Kong has no group relief and no carry-back of losses, so a company without other profits would carry the loss forward instead. The 16.5 % default ignores the 8.25 % rate on the first HK$2 million of profits. Hire purchase gets depreciation allowances instead of s.16G and is not modelled: enter it as a loan.</source>
        <translation>負稅額即節稅：假設公司有其他利潤可以抵銷。香港沒有集團虧損寬免，亦不能把虧損向前抵銷，沒有其他利潤的公司只能把虧損結轉至以後年度。16.5% 的預設稅率未計首 200 萬港元利潤適用的 8.25% 稅率。租購可獲折舊免稅額而非第 16G 條，本工具不作模擬：請按貸款輸入。</translation>
    </message>
    <message>
        <source>The accelerator&apos;s migration days (the engineering days to bring the serving stack onto this card) × the engineer day rate, in month 0.</source>
        <translation>加速卡的遷移天數（把推理服務棧移植到這種卡上的工程天數）× 工程師日薪，計入第 0 個月。</translation>
    </message>
    <message>
        <source>Full-time equivalents × the yearly staff cost ÷ 12: per server, with a minimum for owned and for rented servers. The staff cost is the team region&apos;s when the scenario sets one, otherwise that of the option&apos;s own region (the rental offer&apos;s for rent, the colocation offer&apos;s for colo and hybrid).</source>
        <translation>全職人力當量 × 每年人力成本 ÷ 12：按伺服器計，自有和租用伺服器各有下限。情景設定了團隊所在地區時，人力成本取該地區的；否則取方案自身所在地區的（租用取伺服器租用報價的地區，託管和混合取伺服器託管報價的地區）。</translation>
    </message>
    <message>
        <source>The yearly maintenance rate ÷ 12 × the value of every tranche bought before the month (its hardware, without the purchase overhead).</source>
        <translation>年維護費率 ÷ 12 × 該月之前購買的每一批的價值（其硬件，不含購置附加費用）。</translation>
    </message>
    <message>
        <source>The engineering days to requantize each model update, at the engineer day rate, in the month the update falls: only on a quantized precision (fp8, int8, int4) or a card that requires quantization.</source>
        <translation>每次模型更新重新量化所需的工程天數，按工程師日薪計，計入更新所在的月份：僅限量化精度（fp8、int8、int4）或必須量化的卡。</translation>
    </message>
    <message>
        <source>A credit in the last month: what each tranche of owned hardware is still worth at the end, by its age (the residual fraction or the residual curve), shown as a negative amount.</source>
        <translation>最後一個月的抵減：每一批自有硬件在期末按其使用時長仍值多少（殘值比例或殘值曲線），以負數顯示。</translation>
    </message>
    <message>
        <source>Every amount is computed exactly in its own currency, converted at the scenario&apos;s exchange rates and rounded half to even to the cent once per month and component; every total is the sum of those rounded months, so every column adds up to its total.</source>
        <translation>每個金額先以其本身貨幣精確計算，按情景的匯率換算，再按每月每個成本項以四捨六入五成雙捨入到分一次；每個合計都是這些已捨入月份之和，所以每一列都與其合計相符。</translation>
    </message>
    <message>
        <source>Tax defaults</source>
        <translation>預設稅率</translation>
    </message>
    <message>
        <source>A new scenario without a tax of its own takes its team region&apos;s default, a researched figure with its source: Hong Kong 16.5 %, written off at once (s.16G); mainland China 25 %, written off at once for equipment of at most CNY 5 million a unit bought from 2024 to 2027 (above it, straight line over at least 3 years); Singapore 17 %, written off at once (s.19A); the United States 21 % federal, written off at once (100 % bonus depreciation after 2025-01-19). A scenario that exists is never changed.</source>
        <translation>新建情景若未設定稅項，則採用其團隊地區的預設值，即附有出處的調研數據：香港 16.5%，即時撇銷（第 16G 條）；中國內地 25%，2024 至 2027 年購入、單位價值不超過 500 萬元人民幣的設備一次性扣除（超過者按直線法折舊，最少 3 年）；新加坡 17%，即時撇銷（第 19A 條）；美國聯邦稅 21%，即時撇銷（2025-01-19 之後 100% 額外折舊）。已有的情景不會被改動。</translation>
    </message>
    <message>
        <source>Finance in the results</source>
        <translation>結果中的融資與稅項</translation>
    </message>
    <message>
        <source>The table lists the loan and lease lines above the total they are part of, and each after-tax figure below its pre-tax twin. Each bar of the component chart adds up to the total, with a tax to the total after tax. The cumulative chart and the break-even are before tax, on the financed cash flows.</source>
        <translation>表格把貸款和租賃各行列在其所屬的合計之上，每個稅後數字列在對應的稅前數字之下。成本構成圖中每條柱的總和等於合計，有稅項時等於稅後合計。累計成本圖和回本點均為稅前，按融資後的現金流計算。</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>匯率</translation>
    </message>
    <message>
        <source>An exchange rate is what one unit of a currency is worth in the reporting currency. An option that needs a currency the scenario has no rate for is refused, naming the currency and the item.</source>
        <translation>匯率是一單位某種貨幣折合多少報告貨幣。方案需要某種貨幣而情景沒有其匯率時，會被拒絕，並指出該貨幣和該項目。</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>A month has 730 hours. Month 0 holds the one-off costs of the fleet that starts in month 1; months 1 to the horizon hold the running costs and the later purchases.</source>
        <translation>每月按 730 小時計。第 0 個月計入第 1 個月起運行的機群的一次性費用；第 1 個月至測算期末計入運行費用和之後的購置。</translation>
    </message>
    <message>
        <source>Yearly factors</source>
        <translation>年度系數</translation>
    </message>
    <message>
        <source>A price with a yearly change c is multiplied by (1 + c) to the power of the whole years passed, kept to 34 significant digits: far below a cent on any realistic price.</source>
        <translation>年變化率為 c 的價格乘以 (1 + c) 的已過整年數次方，保留 34 位有效數字：對任何實際價格都遠小於一分。</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>數量</translation>
    </message>
    <message>
        <source>Replicas, servers, accelerators and racks are whole numbers. An option that would need more than 10^9 of any of them in some month is infeasible, with the month and the count in its reason.</source>
        <translation>副本、伺服器、加速卡和機櫃都是整數。某個月其中任何一項需要超過 10^9 的方案不可行，原因中寫明月份和數量。</translation>
    </message>
    <message>
        <source>Demand</source>
        <translation>需求</translation>
    </message>
    <message>
        <source>Peak of each month</source>
        <translation>每月峰值</translation>
    </message>
    <message>
        <source>Each month&apos;s peak output tokens per second is the workload&apos;s peak; with a yearly demand growth, that peak grown once every 12 months; with demand steps, the peak of the last step that has begun. The replica is sized for the largest month&apos;s peak.</source>
        <translation>每月的峰值每秒輸出 token 數是工作負載的峰值；有年需求增長時，該峰值每 12 個月增長一次；有需求階梯時，取最後一個已開始階梯的峰值。副本按峰值最大的月份測算。</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>機群</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>Each month needs enough replicas for its peak, and the servers that hold them. A rental cannot shrink before its minimum term ends: the servers rented are the largest need of the last minimum-term months, and every card of a rented server is paid for.</source>
        <translation>每月需要足以承擔其峰值的副本，以及容納這些副本的伺服器。租約在最短期限結束前不能縮減：租用的伺服器數是最近最短期限內各月需求的最大值，租用伺服器的每張卡都要付費。</translation>
    </message>
    <message>
        <source>Colo</source>
        <translation>託管</translation>
    </message>
    <message>
        <source>Owned hardware is never sold during the horizon, so the owned fleet only grows: it holds the most replicas any month so far has needed, with its servers, spares and racks.</source>
        <translation>自有硬件在測算期內從不出售，所以自有機群只增不減：它容納迄今任何一個月所需的最多副本，連同其伺服器、備用卡和機櫃。</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>The owned servers are bought for month 1 and hold as many replicas as fit; what they cannot carry is rented from the option&apos;s rental offer, under the rental&apos;s minimum term.</source>
        <translation>自有伺服器在第 1 個月前購買，容納盡可能多的副本；它們承擔不了的部分按方案的伺服器租用報價租用，受租約最短期限約束。</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>負載</translation>
    </message>
    <message>
        <source>The cards that carry load are the replicas&apos; cards (for a hybrid, those of the replicas its owned part holds); the owned part carries load first.</source>
        <translation>承擔負載的卡是各副本的卡（混合方案則是其自有部分所容納副本的卡）；自有部分優先承擔負載。</translation>
    </message>
    <message>
        <source>Purchase tranches</source>
        <translation>分批購置</translation>
    </message>
    <message>
        <source>Tranches</source>
        <translation>批次</translation>
    </message>
    <message>
        <source>The growth of the owned fleet from one month to the next (servers, cards and spares) is one tranche, bought in the month before at that year&apos;s prices.</source>
        <translation>自有機群從一個月到下一個月的增量（伺服器、卡和備用卡）為一批，在前一個月按當年價格購買。</translation>
    </message>
    <message>
        <source>Prices over time</source>
        <translation>價格隨時間的變化</translation>
    </message>
    <message>
        <source>Yearly price changes</source>
        <translation>年度價格變化</translation>
    </message>
    <message>
        <source>A running price with a yearly change is raised by it once every 12 months: rental prices and the rental network fee by the rental offer&apos;s change, rack fees, the per-kW power price and the colocation network fee by the colocation offer&apos;s, electricity by its region&apos;s, and the staff cost by the change of the region whose staff cost applies. Purchases use the card&apos;s and the platform&apos;s yearly change, setup fees and the engineer day rate do not change.</source>
        <translation>有年變化率的運行價格每 12 個月按其調整一次：租金和租用網絡費按伺服器租用報價的變化率，機櫃費、按千瓦計的電費和託管網絡費按伺服器託管報價的變化率，電費按其地區的變化率，人力成本按適用其人力成本的地區的變化率。購置使用卡和平台的年變化率；開通費和工程師日薪不變。</translation>
    </message>
    <message>
        <source>The ledger</source>
        <translation>明細賬</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>The owned hardware&apos;s energy each month: the servers&apos; base power, the idle power of every installed card, and for the cards that carry load the rest up to their full power × the average utilization, over 730 hours; spares draw nothing.</source>
        <translation>自有硬件每月的耗電量：伺服器的基礎功耗、每張已安裝卡的閒置功耗，以及承擔負載的卡從閒置到滿功耗之間的差額 × 平均使用率，按 730 小時計；備用卡不耗電。</translation>
    </message>
    <message>
        <source>Staff and electricity by region</source>
        <translation>按地區計的人力和電費</translation>
    </message>
    <message>
        <source>Staff: the team region&apos;s staff cost when the scenario sets one, otherwise the option&apos;s own region&apos;s. Electricity is always that of the colocation offer&apos;s region.</source>
        <translation>人力：情景設定了團隊所在地區時取該地區的人力成本，否則取方案自身所在地區的。電費始終取伺服器託管報價所在地區的。</translation>
    </message>
    <message>
        <source>Model updates</source>
        <translation>模型更新</translation>
    </message>
    <message>
        <source>The model updates of a year fall evenly: update k in month ceil(12k ÷ updates per year), within the horizon.</source>
        <translation>一年的模型更新平均分佈：第 k 次更新在第 ceil(12k ÷ 每年更新次數) 個月，限於測算期內。</translation>
    </message>
    <message>
        <source>Residual</source>
        <translation>殘值</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>殘值</translation>
    </message>
    <message>
        <source>Each tranche keeps a share of its value (without the purchase overhead) by its age at the end: a straight line from 1 when new to the residual fraction at the age of the horizon (so the month-0 purchase keeps exactly the residual fraction and a later tranche keeps more), or the residual curve&apos;s share after each year, in straight lines between them. The sum is credited in the last month.</source>
        <translation>每一批按其期末的使用時長保留其價值（不含購置附加費用）的一部分：從全新時的 1 直線下降到使用滿測算期時的殘值比例（所以第 0 個月的購置恰好保留殘值比例，較晚的批次保留更多），或按殘值曲線各年之後的比例，年與年之間取直線。合計在最後一個月抵減。</translation>
    </message>
    <message>
        <source>Summary figures</source>
        <translation>匯總數字</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>The sum of every component over months 0 to the horizon.</source>
        <translation>第 0 個月至測算期末所有成本項之和。</translation>
    </message>
    <message>
        <source>Net present value (NPV)</source>
        <translation>淨現值（NPV）</translation>
    </message>
    <message>
        <source>Infeasible options</source>
        <translation>不可行的方案</translation>
    </message>
    <message>
        <source>An option that cannot be served (no tensor-parallel size fits, no batch meets the latency targets, the platform refuses the card, a count above 10^9) carries its reason and no costs; it never stops the other options.</source>
        <translation>無法提供服務的方案（沒有合適的張量並行規模、沒有批大小滿足時延目標、平台不接受該卡、數量超過 10^9）只帶原因、沒有成本；它從不妨礙其他方案。</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建議</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Every option carries the warnings a buyer should read: tight memory, a precision fallback, frequent updates or dynamic shapes on specialised hardware, isolation not supported, consumer cards in tensor parallel or in a datacenter, a replica that spans servers, a minimum term longer than the horizon or committed past it, a break-even only through the residual, an empty figure counted as zero, an old, unverifiable or example quote, an offer outside the team&apos;s region, export control, idle cards in a full server and a hybrid that rents most of the horizon. When the latency is simulated, the advice also says whether average sizing misses a P99 target (and what P99 sizing would add), whether the peak load is above 85 % of the SLO capacity, and whether decoding and prefill are memory- or compute-bound.</source>
        <translation>每個方案都帶有買方應當閱讀的警告：顯存緊張、精度回退、專用硬件上頻繁更新或動態形狀、不支援隔離、消費級顯示卡做張量並行或用於數據中心、副本跨伺服器、最短租期長於測算期或延續到測算期之後、只靠殘值才能回本、空白數字按零計、過時、無法核實或示例報價、報價不在團隊所在地區、出口管制、滿配伺服器中閒置的卡，以及大部分測算期都在租用的混合方案。模擬時延時，建議還會說明平均測算是否未達 P99 目標（以及按 P99 測算要增加多少），峰值負載是否超過 SLO 容量的 85 %，以及解碼和預填充受顯存頻寬還是算力限制。</translation>
    </message>
    <message>
        <source>Plan search</source>
        <translation>方案搜尋</translation>
    </message>
    <message>
        <source>Find the cheapest plans</source>
        <translation>找出最便宜的方案</translation>
    </message>
    <message>
        <source>The plan search computes every option the catalog allows for the workload: rent on every rental offer; colo on every card, platform that accepts it and colocation offer; hybrid on every platform, colocation offer and rental offer with the best number of owned servers. Each is computed exactly as an option of the scenario and ranked by total, then NPV. A candidate that cannot be computed is left out and counted under its reason; a replica is never spread over several servers.</source>
        <translation>方案搜尋計算目錄對該工作負載允許的每一個方案：按每個伺服器租用報價租用（rent）；按每張卡、接受它的每個平台和每個伺服器託管報價託管（colo）；按每個平台、伺服器託管報價和伺服器租用報價混合（hybrid），並取最佳的自有伺服器數。每個候選都與情景中的方案完全一樣地計算，按合計、再按淨現值（NPV）排序。無法計算的候選被略去，並按原因計數；副本從不跨多台伺服器。</translation>
    </message>
    <message>
        <source>Incomplete options</source>
        <translation>不完整的方案</translation>
    </message>
    <message>
        <source>Unknown figures</source>
        <translation>未知數字</translation>
    </message>
    <message>
        <source>A figure the catalog leaves empty is not a zero. An option whose cost reads an empty rack fee, per-kW power price, server base power or card idle power is computed with it as 0 and is incomplete: its total is shown as &quot;at least&quot; and names what is unknown, and it is ranked after every complete option and never named the cheapest.</source>
        <translation>目錄中留空的數字不是零。成本用到留空的機櫃費、按千瓦計的電費、伺服器基礎功耗或卡閒置功耗的方案，按 0 計算並標為不完整：其合計顯示為「至少」並寫明未知的是甚麼，排在所有完整方案之後，也從不被列為最便宜。</translation>
    </message>
    <message>
        <source>After tax, loans and leases</source>
        <translation>稅後、貸款和租賃</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>容量測算</translation>
    </message>
    <message>
        <source>Replica</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>A replica is one copy of the model on t cards (tensor parallel, t = 1, 2, 4 or 8 up to the card&apos;s limit). A size fits when one sequence&apos;s weights and KV cache fit in the usable memory and its prompt is processed within the time-to-first-token target.</source>
        <translation>副本是放在 t 張卡上的一份模型（張量並行，t = 1、2、4 或 8，不超過該卡的上限）。當權重和一個序列的 KV 快取放得進可用顯存，且其提示詞能在首 token 時延目標內處理完時，該規模可行。</translation>
    </message>
    <message>
        <source>Batch and throughput</source>
        <translation>批大小和吞吐量</translation>
    </message>
    <message>
        <source>For each size, the batch is the largest one that fits in memory, stays within the maximum batch and meets the time-per-output-token target; the replica&apos;s throughput is that batch ÷ its time per token.</source>
        <translation>對每個規模，批大小取放得進顯存、不超過最大批大小且滿足每個輸出 token 耗時目標的最大值；副本的吞吐量是該批大小 ÷ 其每 token 耗時。</translation>
    </message>
    <message>
        <source>Replicas and servers</source>
        <translation>副本和伺服器</translation>
    </message>
    <message>
        <source>Replicas = the largest monthly peak ÷ the replica&apos;s throughput, rounded up; servers hold as many replicas as their cards allow. Among the sizes, the one with the fewest servers wins, then the fewest cards, then the smaller t.</source>
        <translation>副本數 = 最大月峰值 ÷ 副本吞吐量，向上取整；伺服器按其卡數容納盡可能多的副本。在各規模中，伺服器最少的勝出，其次是卡最少的，再次是 t 較小的。</translation>
    </message>
    <message>
        <source>The serving simulation</source>
        <translation>推理服務模擬</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>模擬</translation>
    </message>
    <message>
        <source>One replica is followed through time under continuous batching: requests arrive (Poisson, bursty, or from a request log) with a fixed seed, join the batch while the KV cache has room, and each iteration takes the longer of its memory and compute time plus the overheads. The first tenth of the requests warms the replica up; the P50, P90 and P99 of the time to first token, time per output token and end-to-end time come from the rest.</source>
        <translation>在連續批次處理下按時間跟蹤一個副本：請求以固定種子到達（泊松、突發或來自請求日誌），在 KV 快取有空間時加入批次，每次迭代耗時取其顯存時間和計算時間中較長者再加上各項開銷。前十分之一的請求用於預熱副本；首 token 時延、每個輸出 token 耗時和端到端時延的 P50、P90 和 P99 取自其餘請求。</translation>
    </message>
    <message>
        <source>SLO capacity</source>
        <translation>SLO 容量</translation>
    </message>
    <message>
        <source>The largest request rate at which the P99 time to first token and the P99 time per output token still meet the workload&apos;s targets, found by halving.</source>
        <translation>P99 首 token 時延和 P99 每個輸出 token 耗時仍滿足工作負載目標的最高請求速率，用二分法求得。</translation>
    </message>
    <message>
        <source>P99 sizing</source>
        <translation>按 P99 測算</translation>
    </message>
    <message>
        <source>With P99 sizing, each size&apos;s throughput is its SLO capacity instead of the average figure, so the replicas meet the P99 targets at the peak; average sizing may miss them, and the advice says by how many replicas.</source>
        <translation>按 P99 測算時，每個規模的吞吐量取其 SLO 容量而不是平均數字，因此副本在峰值時滿足 P99 目標；平均測算可能達不到，建議會說明差多少個副本。</translation>
    </message>
    <message>
        <source>Latency at the peak-month load</source>
        <translation>峰值月負載下的時延</translation>
    </message>
    <message>
        <source>Each option is simulated at the load of its busiest month (that month&apos;s peak shared by its replicas): the P50/P90/P99 latencies, the SLO capacity and the peak load&apos;s share of it.</source>
        <translation>每個方案按其最繁忙月份的負載模擬（該月峰值由其副本分擔）：P50/P90/P99 時延、SLO 容量，以及峰值負載佔 SLO 容量的比例。</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>屋頂線</translation>
    </message>
    <message>
        <source>Per replica: the ridge (compute ÷ bandwidth, in FLOP per byte) and the intensity of decoding and of prefill at the chosen batch. A phase at or above the ridge is compute-bound, below it memory-bound.</source>
        <translation>按每個副本計：屋脊點（算力 ÷ 頻寬，單位為每字節 FLOP），以及所選批大小下解碼和預填充的計算強度。強度達到或高於屋脊點的階段受算力限制，低於則受顯存頻寬限制。</translation>
    </message>
    <message>
        <source>Published price ranges</source>
        <translation>公開價格區間</translation>
    </message>
    <message>
        <source>Card prices in the risk view</source>
        <translation>風險視圖中的加速卡價格</translation>
    </message>
    <message>
        <source>The risk view moves every bought card&apos;s price by one multiplier, by default 20% either way around the quoted figures (an assumption). Where the published prices of a catalog card conflict, the catalog row keeps one dated price and the range is given with its sources; when the pair compared buys exactly that one card, the card-price driver takes the published range instead (widened to hold a quote outside it) and names both sources. Today one card has such a range: the H200 SXM, US$28,000 to US$35,928.75. No cost result reads a range.</source>
        <translation>風險視圖以同一個乘數移動所有購入加速卡的價格，預設在報價上下各 20%（一項假設）。若某張目錄加速卡的公開價格互相矛盾，目錄行保留一個註明日期的價格，並給出區間及其來源；當所比較的一對方案只購買這一種加速卡時，加速卡價格驅動因素改用公開區間（若報價在區間外則放寬以包含報價），並註明兩個來源。目前有這樣區間的只有一張卡：H200 SXM，28,000 至 35,928.75 美元。任何成本結果都不讀取區間。</translation>
    </message>
</context>
<context>
    <name>infertco::MonteCarlo</name>
    <message>
        <source>Monte Carlo run</source>
        <translation>蒙地卡羅模擬</translation>
    </message>
    <message>
        <source>must be between 1 and %1</source>
        <translation>必須介於 1 與 %1 之間</translation>
    </message>
    <message>
        <source>must be between 1 and 1000</source>
        <translation>必須介於 1 與 1000 之間</translation>
    </message>
    <message>
        <source>scenario &quot;%1&quot;</source>
        <translation>情景 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>has no feasible option to simulate</source>
        <translation>沒有可行方案可供模擬</translation>
    </message>
    <message>
        <source>a driver range makes its figures too large to compute exactly; check the ranges</source>
        <translation>某個因素範圍使數值過大，無法精確計算；請檢查各項範圍</translation>
    </message>
    <message>
        <source>the simulation failed; check the driver ranges</source>
        <translation>模擬失敗；請檢查各因素範圍</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to %1</source>
        <translation>必須是 0 至 %1 之間的整數</translation>
    </message>
</context>
<context>
    <name>infertco::NewItems</name>
    <message>
        <source>The scenario has a demand growth per year; empty it to give the demand in steps instead.</source>
        <translation>該情景已設年需求增長；清空後才能按階段填寫需求。</translation>
    </message>
    <message>
        <source>The last step starts in the horizon&apos;s last month; there is no month left for another.</source>
        <translation>最後一個階段從測算期的最後一個月開始，已沒有月份可再加階段。</translation>
    </message>
</context>
<context>
    <name>infertco::NumberEntry</name>
    <message>
        <source>&quot;%1&quot; is not a number: group the digits by threes (180,000) or not at all (180000)</source>
        <translation>&quot;%1&quot; 不是數字：請每三位用逗號分組（180,000）或不分組（180000）</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必須是整數</translation>
    </message>
</context>
<context>
    <name>infertco::OptionFit</name>
    <message>
        <source>the platform does not take SXM modules</source>
        <translation>該伺服器平台不能安裝 SXM 模組</translation>
    </message>
    <message>
        <source>the platform does not take OAM modules</source>
        <translation>該伺服器平台不能安裝 OAM 模組</translation>
    </message>
    <message>
        <source>the platform does not take PCIe cards</source>
        <translation>該伺服器平台不能安裝 PCIe 卡</translation>
    </message>
    <message>
        <source>the platform does not take accelerators of another form factor</source>
        <translation>該伺服器平台不能安裝其他外形規格的加速卡</translation>
    </message>
</context>
<context>
    <name>infertco::OptionModeName</name>
    <message>
        <source>Rent</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>Colocation</source>
        <translation>託管</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>混合</translation>
    </message>
</context>
<context>
    <name>infertco::OutputFile</name>
    <message>
        <source>a folder</source>
        <translation>資料夾</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>具名管道（FIFO）</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>裝置</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>通訊端</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是一般檔案</translation>
    </message>
    <message>
        <source>cannot be checked: %1</source>
        <translation>無法檢查：%1</translation>
    </message>
    <message>
        <source>cannot be written: the folder %1 does not exist</source>
        <translation>無法寫入：資料夾 %1 不存在</translation>
    </message>
    <message>
        <source>is %1, not a regular file; a report or export is written only to a regular file or a new name, so nothing was written</source>
        <translation>是%1，不是一般檔案；報告或匯出只會寫入一般檔案或新檔名，因此未寫入任何內容</translation>
    </message>
    <message>
        <source>is a symbolic link to %1, which cannot be reached (%2); nothing was written</source>
        <translation>是指向 %1 的符號連結，而該目標無法存取（%2）；未寫入任何內容</translation>
    </message>
    <message>
        <source>is a symbolic link to %1, which is %2, not a regular file; a report or export is written only to a regular file or a new name, so nothing was written</source>
        <translation>是指向 %1 的符號連結，該目標是%2，不是一般檔案；報告或匯出只會寫入一般檔案或新檔名，因此未寫入任何內容</translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation>無法寫入：%1</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes could be written</source>
        <translation>只寫入了 %2 位元組中的 %1 位元組</translation>
    </message>
    <message>
        <source>cannot be written: %1; an earlier file of that name is as it was</source>
        <translation>無法寫入：%1；同名的原有檔案保持不變</translation>
    </message>
</context>
<context>
    <name>infertco::PlanAdvice</name>
    <message>
        <source>%1 left out because the scenario has no exchange rate for %2.</source>
        <translation>%1 個未計入：該情景沒有 %2 的匯率。</translation>
    </message>
    <message>
        <source>%1 left out because the catalog lacks a figure they need (%2).</source>
        <translation>%1 個未計入：目錄缺少它們需要的數據（%2）。</translation>
    </message>
    <message>
        <source>%1 left out because they cannot serve this workload.</source>
        <translation>%1 個未計入：它們無法承載該工作負載。</translation>
    </message>
    <message>
        <source>%1 left out because a hybrid would own more than %2 servers.</source>
        <translation>%1 個未計入：混合方案的自有部分會超過 %2 部伺服器。</translation>
    </message>
    <message>
        <source>%1 left out: %2.</source>
        <translation>%1 個未計入：%2。</translation>
    </message>
    <message>
        <source>None of the options here can serve this workload; the plan search found &quot;%1&quot;, which can, for %2 over %3 months.</source>
        <translation>這裏沒有任何方案能承載該工作負載；方案搜尋找到了能承載的「%1」，%3 個月共 %2。</translation>
    </message>
    <message>
        <source>The plan search found a cheaper plan than every option here: &quot;%1&quot; costs %2 over %3 months, %4 (%5%) less than &quot;%6&quot;.</source>
        <translation>方案搜尋找到了比這裏所有方案都便宜的方案：「%1」%3 個月共 %2，比「%6」少 %4（%5%）。</translation>
    </message>
    <message>
        <source>%1 left out because the catalog has no price for their server platform.</source>
        <translation>%1 個未計入：目錄中沒有其伺服器平台的價格。</translation>
    </message>
    <message>
        <source>%1 left out because the catalog has no price for their accelerator.</source>
        <translation>%1 個未計入：目錄中沒有其加速卡的價格。</translation>
    </message>
    <message>
        <source>%1 left out because their model would need a tensor-parallel group larger than one server.</source>
        <translation>%1 個未計入：其模型所需的張量並行組超出單部伺服器的容量。</translation>
    </message>
</context>
<context>
    <name>infertco::PlanCommands</name>
    <message>
        <source>  infertco-cli plan INPUT [--scenario ID] [--region R]... [--top N]
                    [--format json|table] [--add]
</source>
        <translation>  infertco-cli plan INPUT [--scenario ID] [--region R]... [--top N]
                    [--format json|table] [--add]
</translation>
    </message>
    <message>
        <source>plan takes exactly one INPUT</source>
        <translation>plan 只接受一個 INPUT</translation>
    </message>
    <message>
        <source>--format must be json or table, not &quot;%1&quot;</source>
        <translation>--format 必須是 json 或 table，而不是「%1」</translation>
    </message>
    <message>
        <source>--top must be a whole number of at least 1, not &quot;%1&quot;</source>
        <translation>--top 必須是不小於 1 的整數，而不是「%1」</translation>
    </message>
    <message>
        <source>--add appends options to a document (.infertco); &quot;%1&quot; is a bundle: import it into a document first</source>
        <translation>--add 會把方案追加到文件（.infertco）中；「%1」是數據包：請先將它匯入文件</translation>
    </message>
    <message>
        <source>scenario &quot;%1&quot;</source>
        <translation>情景「%1」</translation>
    </message>
    <message>
        <source>is not in this file</source>
        <translation>不在此檔案中</translation>
    </message>
    <message>
        <source>has no scenario to plan</source>
        <translation>沒有可搜尋方案的情景</translation>
    </message>
    <message>
        <source>%1: added to scenario &quot;%2&quot;:</source>
        <translation>%1：已加入情景「%2」：</translation>
    </message>
</context>
<context>
    <name>infertco::PlanFormat</name>
    <message>
        <source>Scenario %1, in %2: ranked %3, left out %4</source>
        <translation>情景 %1，以 %2 計：已排名 %3 個，未計入 %4 個</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>淨現值</translation>
    </message>
    <message>
        <source>Per 1M tok</source>
        <translation>每百萬 token</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>最大成本項</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>… and %1 more (--top)
</source>
        <translation>… 另有 %1 個（--top）
</translation>
    </message>
    <message>
        <source>Left out:</source>
        <translation>未計入：</translation>
    </message>
</context>
<context>
    <name>infertco::PlanSearch</name>
    <message>
        <source>is not a region of the catalog</source>
        <translation>不是目錄中的地區</translation>
    </message>
</context>
<context>
    <name>infertco::PlanSearchDialog</name>
    <message>
        <source>Searching every plan the catalog allows…</source>
        <translation>正在搜尋目錄允許的所有方案…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Cancelled: no plans are shown. Search again to see them.</source>
        <translation>已取消：未顯示任何方案。重新搜尋即可查看。</translation>
    </message>
    <message>
        <source>The scenario cannot be searched: %1</source>
        <translation>無法搜尋該情景：%1</translation>
    </message>
    <message>
        <source>Nothing was added: %1</source>
        <translation>未加入任何方案：%1</translation>
    </message>
    <message>
        <source>Add from the plan search to %1</source>
        <translation>從方案搜尋加入%1</translation>
    </message>
    <message>
        <source>Plans ranked: %1, by total cost over %2 months, then by NPV.</source>
        <translation>已排名方案：%1 個，按 %2 個月總成本排名，其次按淨現值。</translation>
    </message>
    <message>
        <source>No plan was left out.</source>
        <translation>沒有方案被排除。</translation>
    </message>
    <message>
        <source>All regions</source>
        <translation>所有地區</translation>
    </message>
    <message>
        <source>Cheapest Plans for %1</source>
        <translation>%1 的最便宜方案</translation>
    </message>
    <message>
        <source>Every rental, colocation and hybrid plan the catalog allows for this scenario&apos;s workload, computed with its settings and ranked by total cost. Choose rows and add them to the scenario as options.</source>
        <translation>目錄允許的所有伺服器租用、伺服器託管和混合方案，按該情景的工作負載和設定計算，並按總成本排名。選擇若干行，即可將它們作為方案加入情景。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Search Again</source>
        <translation>重新搜尋</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>模式(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>地區(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Add to Scenario</source>
        <translation>加入情景(&amp;A)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>關閉</translation>
    </message>
    <message>
        <source>All modes</source>
        <translation>所有模式</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; is no longer in the document.</source>
        <translation>情景「%1」已不在文件中。</translation>
    </message>
    <message>
        <source>&quot;%1&quot;</source>
        <translation>「%1」</translation>
    </message>
    <message>
        <source>Added to &quot;%1&quot;: %2.</source>
        <translation>已加入「%1」：%2。</translation>
    </message>
</context>
<context>
    <name>infertco::PlanTableModel</name>
    <message>
        <source>Cumulative cost month by month, on the plan&apos;s own scale: %1 at the end</source>
        <translation>逐月累計成本，按該方案自身的刻度：期末為 %1</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>淨現值</translation>
    </message>
    <message>
        <source>Per 1M tokens</source>
        <translation>每百萬 token</translation>
    </message>
    <message>
        <source>Largest cost</source>
        <translation>最大成本項</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累計成本</translation>
    </message>
    <message numerus="yes">
        <source>%n owned</source>
        <translation>
            <numerusform>自置 %n 台</numerusform>
        </translation>
    </message>
    <message>
        <source>warnings: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地區</translation>
    </message>
    <message>
        <source>Unknown, warnings</source>
        <translation>未知項、警告</translation>
    </message>
</context>
<context>
    <name>infertco::PlatformTableModel</name>
    <message>
        <source>Accepts</source>
        <translation>支援類別</translation>
    </message>
    <message>
        <source>accepted classes</source>
        <translation>支援的類別</translation>
    </message>
    <message>
        <source>Accelerator classes the server takes, separated by commas: datacenter_gpu, consumer_gpu, npu, inference_asic.</source>
        <translation>伺服器可安裝的加速卡類別，以逗號分隔：datacenter_gpu、consumer_gpu、npu、inference_asic。</translation>
    </message>
    <message>
        <source>Form factors</source>
        <translation>外形規格</translation>
    </message>
    <message>
        <source>form factors</source>
        <translation>外形規格</translation>
    </message>
    <message>
        <source>Form factors the server takes, separated by commas: sxm, oam, pcie, other. Empty: every form factor.</source>
        <translation>伺服器可安裝的外形規格，以逗號分隔：sxm、oam、pcie、other。留空：所有規格均可。</translation>
    </message>
</context>
<context>
    <name>infertco::PresentationScreen</name>
    <message>
        <source>InferTCO presentation</source>
        <translation>InferTCO 簡報</translation>
    </message>
    <message>
        <source>Leave presentation (Esc)</source>
        <translation>離開簡報 (Esc)</translation>
    </message>
    <message>
        <source>Scenario (Page Up, Page Down):</source>
        <translation>場景（Page Up、Page Down 切換）：</translation>
    </message>
</context>
<context>
    <name>infertco::Problem</name>
    <message>
        <source>%1, field %2 (%3): %4</source>
        <comment>item, field label, bundle key, what is wrong</comment>
        <translation>%1 的&quot;%2&quot;(%3)%4</translation>
    </message>
</context>
<context>
    <name>infertco::QuoteImport</name>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>is empty; this column is required</source>
        <translation>為空；此欄為必填</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>&quot;%1&quot; 不是整數</translation>
    </message>
    <message>
        <source>the header does not say what the file holds: a rental-offer file has the column accelerators_per_server, a colo-offer file usable_u, an accelerator-price file the columns accelerator and price</source>
        <translation>標題列無法說明檔案內容：租用報價檔案應有 accelerators_per_server 欄，託管報價檔案應有 usable_u 欄，加速卡價格檔案應有 accelerator 和 price 欄</translation>
    </message>
    <message>
        <source>rental offers</source>
        <translation>租用報價</translation>
    </message>
    <message>
        <source>colocation offers</source>
        <translation>託管報價</translation>
    </message>
    <message>
        <source>accelerator prices</source>
        <translation>加速卡價格</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>無法讀取：%1</translation>
    </message>
    <message>
        <source>is too large to be a quote file</source>
        <translation>檔案過大，不可能是報價檔案</translation>
    </message>
    <message>
        <source>the file is empty; its first line must name the columns</source>
        <translation>檔案為空；第一行須列出各欄名稱</translation>
    </message>
    <message>
        <source>is not a column of a file of %1; the columns are %2</source>
        <translation>不是%1檔案的欄位；可用的欄位為 %2</translation>
    </message>
    <message>
        <source>is named twice</source>
        <translation>名稱重複</translation>
    </message>
    <message>
        <source>is a required column</source>
        <translation>為必填欄位</translation>
    </message>
    <message>
        <source>has %1 fields where the header has %2</source>
        <translation>有 %1 個欄位，而標題列有 %2 個</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an accelerator of the catalog; add it to the catalog before importing its price</source>
        <translation>&quot;%1&quot; 不是目錄中的加速卡；請先將其加入目錄，再匯入價格</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is also on line %2; each item may appear once</source>
        <translation>&quot;%1&quot; 也出現在第 %2 行；每個條目只能出現一次</translation>
    </message>
    <message>
        <source>the file has a header but no rows to import</source>
        <translation>檔案只有標題列，沒有可匯入的資料列</translation>
    </message>
    <message>
        <source>the import was cancelled; nothing was imported</source>
        <translation>匯入已取消；未有匯入任何內容</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not true or false</source>
        <translation>&quot;%1&quot; 不是 true 或 false</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation>&quot;%1&quot; 不是 %2 之一</translation>
    </message>
</context>
<context>
    <name>infertco::References</name>
    <message>
        <source>rental offer %1</source>
        <translation>租用報價 %1</translation>
    </message>
    <message>
        <source>colocation offer %1</source>
        <translation>託管報價 %1</translation>
    </message>
    <message>
        <source>team region of scenario %1</source>
        <translation>情景 %1 的團隊地區</translation>
    </message>
    <message>
        <source>option &quot;%1&quot; of scenario %2</source>
        <translation>情景 %2 的方案「%1」</translation>
    </message>
</context>
<context>
    <name>infertco::RegionName</name>
    <message>
        <source>Hong Kong (CLP Power)</source>
        <translation>香港（中電）</translation>
    </message>
    <message>
        <source>Hong Kong (HK Electric)</source>
        <translation>香港（港燈）</translation>
    </message>
    <message>
        <source>Hong Kong (CLP Power, non-residential tariff)</source>
        <translation>香港（中電，非住宅電價）</translation>
    </message>
    <message>
        <source>Mainland China</source>
        <translation>中國內地</translation>
    </message>
    <message>
        <source>Singapore</source>
        <translation>新加坡</translation>
    </message>
    <message>
        <source>United States</source>
        <translation>美國</translation>
    </message>
    <message>
        <source>Hong Kong</source>
        <translation>香港</translation>
    </message>
</context>
<context>
    <name>infertco::ReportPainter</name>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Inference cost report</source>
        <translation>推理成本報告</translation>
    </message>
    <message>
        <source>InferTCO · %1 · amounts in %2 · %3</source>
        <translation>InferTCO · %1 · 金額單位：%2 · %3</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 頁，共 %2 頁</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>假設</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>數值</translation>
    </message>
    <message>
        <source>INFERENCE COST REPORT</source>
        <translation>推理成本報告</translation>
    </message>
    <message>
        <source>Scenario &quot;%1&quot; · %2-month horizon · amounts in %3</source>
        <translation>情景「%1」 · 測算期 %2 個月 · 金額單位：%3</translation>
    </message>
    <message>
        <source>Prepared %1</source>
        <translation>編製日期：%1</translation>
    </message>
    <message>
        <source>Options compared</source>
        <translation>方案比較</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>What it takes</source>
        <translation>所需配置</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>每百萬 token</translation>
    </message>
    <message>
        <source>Cannot serve the workload: %1</source>
        <translation>無法承載該工作負載：%1</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假設</translation>
    </message>
    <message>
        <source>Spare accelerators</source>
        <translation>備用加速卡</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作負載</translation>
    </message>
    <message>
        <source>Money and operations</source>
        <translation>財務與營運</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>匯率</translation>
    </message>
    <message>
        <source>All figures are in %1; no conversion was needed.</source>
        <translation>所有數值均以 %1 計，無需換算。</translation>
    </message>
    <message>
        <source>1 %1</source>
        <translation>1 %1</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Server platform</source>
        <translation>伺服器平台</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>圖表</translation>
    </message>
    <message>
        <source>Colocation lines are solid, rental lines dashed.</source>
        <translation>實線為託管方案，虛線為租用方案。</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>結果</translation>
    </message>
    <message>
        <source>Every amount is the sum of monthly line items, each converted to %1 and rounded to the cent, so every column adds up to its total.</source>
        <translation>每個金額均為各月明細之和，每項明細先換算為 %1 並四捨五入到分，因此每列相加都與合計一致。</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>成本項</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>規模估算</translation>
    </message>
    <message>
        <source>Needs</source>
        <translation>所需資源</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>伺服器數</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速卡數</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>機櫃數</translation>
    </message>
    <message>
        <source>Tensor-parallel size</source>
        <translation>張量並行度</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批次大小</translation>
    </message>
    <message>
        <source>Model copies</source>
        <translation>模型副本數</translation>
    </message>
    <message>
        <source>Tokens/s per copy</source>
        <translation>單副本 tokens/s</translation>
    </message>
    <message>
        <source>Precision run</source>
        <translation>執行精度</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建議</translation>
    </message>
    <message>
        <source>Cannot serve this workload: %1</source>
        <translation>無法承載該工作負載：%1</translation>
    </message>
    <message>
        <source>Nothing to watch out for.</source>
        <translation>沒有需要注意的事項。</translation>
    </message>
    <message>
        <source>Sources of the figures</source>
        <translation>數據來源</translation>
    </message>
    <message>
        <source>Every catalog item the options use, with where its figures come from and the date of the quote or source.</source>
        <translation>各方案所用的全部目錄條目，以及其數據來源和報價或資料日期。</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未註明</translation>
    </message>
    <message>
        <source>Colocation offer</source>
        <translation>託管報價</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地區</translation>
    </message>
    <message>
        <source>Rental offer</source>
        <translation>租用報價</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>類型</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>條目</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>Quote date</source>
        <translation>報價日期</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未設定</translation>
    </message>
    <message>
        <source>each option&apos;s own region</source>
        <translation>各方案自身的地區</translation>
    </message>
    <message>
        <source>The scenario author&apos;s note</source>
        <translation>情景作者的說明</translation>
    </message>
    <message>
        <source>Written by whoever set up the scenario, not computed by InferTCO: where a figure in it differs from the results in this report, the results are current.</source>
        <translation>由設定該情景的人撰寫，並非 InferTCO 計算所得：其中數字與本報告結果不一致時，以本報告結果為準。</translation>
    </message>
    <message>
        <source>year %1: %2</source>
        <translation>第 %1 年：%2</translation>
    </message>
    <message>
        <source>Residual value by year</source>
        <translation>逐年殘值</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>from month %1: %2 tokens/s</source>
        <translation>由第 %1 個月起：每秒 %2 個 token</translation>
    </message>
    <message>
        <source>Demand steps</source>
        <translation>需求階梯</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>報價</translation>
    </message>
    <message>
        <source>Colocation: %1</source>
        <translation>託管：%1</translation>
    </message>
    <message numerus="yes">
        <source>Rental, beyond %n owned server(s): %1</source>
        <translation>
            <numerusform>租用（超出 %n 部自設伺服器的部分）：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Rental: %1</source>
        <translation>租用：%1</translation>
    </message>
    <message>
        <source>How the figures are computed</source>
        <translation>數字如何計算</translation>
    </message>
    <message>
        <source>Latency at the peak-month load</source>
        <translation>峰值月負載下的延遲</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>Simulated with requests arriving at random, each model copy serving its share of the peak month&apos;s load. The P99 targets: the first token within %1 and each output token within %2, for 99 requests in 100.</source>
        <translation>按請求隨機到達模擬，每個模型副本承擔峰值月負載中的份額。P99 目標：每 100 個請求中有 99 個的首 token 不超過 %1、每個輸出 token 不超過 %2。</translation>
    </message>
    <message>
        <source>Simulated with requests arriving at random, each model copy serving its share of the peak month&apos;s load. The P99 target: each output token within %1, for 99 requests in 100 (the workload sets no first-token target).</source>
        <translation>按請求隨機到達模擬，每個模型副本承擔峰值月負載中的份額。P99 目標：每 100 個請求中有 99 個的每個輸出 token 不超過 %1（工作負載未設首 token 目標）。</translation>
    </message>
    <message>
        <source>%1 The options are sized by P99: each model copy carries no more than its SLO capacity, the highest load at which both targets still hold.</source>
        <translation>%1各方案按 P99 測算容量：每個模型副本承擔的負載不超過其 SLO 容量，即兩個目標仍能滿足的最高負載。</translation>
    </message>
    <message>
        <source>%1 The options are sized by averages; an option that misses a target here needs more model copies than the results above pay for (see the advice).</source>
        <translation>%1各方案按平均值測算容量；在此未達標的方案所需的模型副本多於上面結果所計的數量（見建議）。</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>受算力限制</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>受顯存頻寬限制</translation>
    </message>
    <message>
        <source>P99 time to first token</source>
        <translation>P99 首 token 時延</translation>
    </message>
    <message>
        <source>P99 time per output token</source>
        <translation>P99 每個輸出 token 耗時</translation>
    </message>
    <message>
        <source>Meets the P99 targets</source>
        <translation>達到 P99 目標</translation>
    </message>
    <message>
        <source>SLO capacity, tokens/s per copy</source>
        <translation>SLO 容量，單副本 tokens/s</translation>
    </message>
    <message>
        <source>Peak load, share of SLO capacity</source>
        <translation>峰值負載佔 SLO 容量的比例</translation>
    </message>
    <message>
        <source>Decoding</source>
        <translation>解碼</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>預填充</translation>
    </message>
    <message>
        <source>At the peak</source>
        <translation>峰值時</translation>
    </message>
    <message>
        <source>After tax</source>
        <translation>稅後</translation>
    </message>
    <message>
        <source>P99 latency against load</source>
        <translation>P99 時延與負載</translation>
    </message>
    <message>
        <source>Each option&apos;s P99 at 10% to 100% of its SLO capacity; the diamond is the peak-month load, the dashed line the target.</source>
        <translation>各方案在其 SLO 容量 10% 至 100% 負載下的 P99；菱形為峰值月負載，虛線為目標。</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>屋頂線</translation>
    </message>
    <message>
        <source>Each option&apos;s roof per replica (all its tensor-parallel cards together): the bandwidth slope up to the ridge, then the compute ceiling; the dot is decoding, the square prefill.</source>
        <translation>各方案每個副本的屋頂（其張量並行的所有卡合計）：先是頻寬斜線直到拐點，然後是算力上限；圓點為解碼，方塊為預填充。</translation>
    </message>
</context>
<context>
    <name>infertco::ReportWriter</name>
    <message>
        <source>report &quot;%1&quot;</source>
        <translation>報告「%1」</translation>
    </message>
    <message>
        <source>Inference cost report: %1</source>
        <translation>推理成本報告：%1</translation>
    </message>
    <message>
        <source>cannot be started as a PDF</source>
        <translation>無法開始生成 PDF</translation>
    </message>
    <message>
        <source>printer &quot;%1&quot;</source>
        <translation>打印機「%1」</translation>
    </message>
    <message>
        <source>cannot be started; check that it is ready</source>
        <translation>無法啟動；請檢查打印機是否就緒</translation>
    </message>
    <message>
        <source>did not accept the report</source>
        <translation>未接受該報告</translation>
    </message>
    <message>
        <source>Print report</source>
        <translation>打印報告</translation>
    </message>
    <message>
        <source>cannot be finished as a PDF</source>
        <translation>無法完成 PDF</translation>
    </message>
</context>
<context>
    <name>infertco::RequestLogImport</name>
    <message>
        <source>%1 line %2</source>
        <translation>%1 第 %2 行</translation>
    </message>
    <message>
        <source>is not the header of a request log: it names TIMESTAMP,ContextTokens,GeneratedTokens (Azure&apos;s trace), Timestamp,Request tokens,Response tokens (BurstGPT) or arrival_s,prompt_tokens,output_tokens</source>
        <translation>不是請求日誌的表頭：表頭應為 TIMESTAMP,ContextTokens,GeneratedTokens（Azure 追蹤）、Timestamp,Request tokens,Response tokens（BurstGPT）或 arrival_s,prompt_tokens,output_tokens</translation>
    </message>
    <message>
        <source>has %1 columns; the header has at least %2</source>
        <translation>有 %1 欄；表頭至少有 %2 欄</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a time YYYY-MM-DD HH:MM:SS[.fraction]</source>
        <translation>&quot;%1&quot; 不是 YYYY-MM-DD HH:MM:SS[.fraction] 格式的時間</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number of seconds</source>
        <translation>&quot;%1&quot; 不是秒數</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 10,000,000</source>
        <translation>必須是 0 至 10,000,000 之間的整數</translation>
    </message>
    <message>
        <source>is earlier than the row before it; the rows must come in time order</source>
        <translation>早於上一行；各行必須按時間順序排列</translation>
    </message>
    <message>
        <source>is past 1,000,000 requests, the most a log holds</source>
        <translation>超過 1,000,000 個請求，即日誌的上限</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) with no prompt tokens left out</source>
        <translation>
            <numerusform>已略去 %n 行沒有提示 token 的請求</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) with no output tokens left out</source>
        <translation>
            <numerusform>已略去 %n 行沒有輸出 token 的請求</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>無法讀取：%1</translation>
    </message>
</context>
<context>
    <name>infertco::RequestLogImportDialog</name>
    <message>
        <source>Import Request Log</source>
        <translation>匯入請求日誌</translation>
    </message>
    <message>
        <source>Every request of %1 becomes a row of the log: its arrival and its prompt and output tokens. A scenario replays the log&apos;s lengths and arrivals once its workload names the log.</source>
        <translation>%1 中的每個請求成為日誌的一行：其到達時間及提示和輸出 token 數。情景的工作負載指定該日誌後，即可重播日誌的長度和到達時間。</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>匯入</translation>
    </message>
    <message>
        <source>Give the log an id: the scenarios name it by its id.</source>
        <translation>請為日誌指定 ID：情景透過 ID 引用它。</translation>
    </message>
    <message>
        <source>Replaces the request log %1 of this document; the scenarios that name it replay the new rows.</source>
        <translation>將取代此文件的請求日誌 %1；引用它的情景將重播新的各行。</translation>
    </message>
    <message>
        <source>A new request log of this document.</source>
        <translation>此文件的新請求日誌。</translation>
    </message>
</context>
<context>
    <name>infertco::RequestLogPanel</name>
    <message>
        <source>Request log</source>
        <translation>請求日誌</translation>
    </message>
    <message>
        <source>No request log: import one with File &gt; Import Request Log…, then name it under Request log above to replay its lengths or its arrivals.</source>
        <translation>沒有請求日誌：請透過「檔案 &gt; 匯入請求日誌…」匯入，然後在上方的「請求日誌」中選擇它，以重播其長度或到達時間。</translation>
    </message>
    <message>
        <source>mean %1 · P99 %2 · longest %3</source>
        <translation>平均 %1 · P99 %2 · 最長 %3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>請求數</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>提示 token 數</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>輸出 token 數</translation>
    </message>
    <message>
        <source>Gap CV</source>
        <translation>間隔變異係數</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>每秒 %1 個請求</translation>
    </message>
    <message>
        <source>The spread of the gaps between arrivals over their mean: 1 for Poisson arrivals, more for bursts.</source>
        <translation>到達間隔的離散程度與其平均值之比：泊松到達為 1，突發流量更高。</translation>
    </message>
    <message>
        <source>Prompt and output lengths</source>
        <translation>提示與輸出長度</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>輸出</translation>
    </message>
    <message>
        <source>%1M</source>
        <translation>%1M</translation>
    </message>
    <message>
        <source>%1K</source>
        <translation>%1K</translation>
    </message>
    <message>
        <source>Tokens (1K = 1,024)</source>
        <translation>token 數（1K = 1,024）</translation>
    </message>
    <message>
        <source>Arrivals per minute</source>
        <translation>每分鐘到達數</translation>
    </message>
    <message numerus="yes">
        <source>Arrivals per minute, averaged over %n minute(s)</source>
        <translation>
            <numerusform>每分鐘到達數，按 %n 分鐘平均</numerusform>
        </translation>
    </message>
    <message>
        <source>Minutes since the first request</source>
        <translation>自第一個請求起的分鐘數</translation>
    </message>
    <message>
        <source>Requests per minute</source>
        <translation>每分鐘請求數</translation>
    </message>
    <message>
        <source>This document has no request log &quot;%1&quot;.</source>
        <translation>此文件中沒有請求日誌「%1」。</translation>
    </message>
</context>
<context>
    <name>infertco::ResultFormat</name>
    <message>
        <source>Scenario %1 — %2, %3 months, in %4

</source>
        <translation>情景 %1 — %2，%3 個月，貨幣 %4

</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>張量並行</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批次大小</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本數</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速卡數</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>備用卡</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>伺服器數</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>機櫃數</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>淨現值</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>每百萬 token</translation>
    </message>
    <message>
        <source>
%1: not feasible: %2
</source>
        <translation>
%1：不可行：%2
</translation>
    </message>
    <message>
        <source>Owned servers</source>
        <translation>自有伺服器</translation>
    </message>
    <message>
        <source>Rented servers</source>
        <translation>租用伺服器</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>受算力限制</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>受顯存頻寬限制</translation>
    </message>
    <message>
        <source>P99 TTFT ms</source>
        <translation>P99 TTFT 毫秒</translation>
    </message>
    <message>
        <source>P99 TPOT ms</source>
        <translation>P99 TPOT 毫秒</translation>
    </message>
    <message>
        <source>Meets P99 targets</source>
        <translation>達到 P99 目標</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>SLO capacity tok/s</source>
        <translation>SLO 容量 tokens/s</translation>
    </message>
    <message>
        <source>Peak load/capacity</source>
        <translation>峰值負載/容量</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>解碼</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>預填充</translation>
    </message>
    <message>
        <source>P99 targets at the peak-month load: first token within %1 ms, each output token within %2 ms.
</source>
        <translation>峰值月負載下的 P99 目標：首 token 不超過 %1 毫秒，每個輸出 token 不超過 %2 毫秒。
</translation>
    </message>
    <message>
        <source>P99 target at the peak-month load: each output token within %1 ms.
</source>
        <translation>峰值月負載下的 P99 目標：每個輸出 token 不超過 %1 毫秒。
</translation>
    </message>
    <message>
        <source>
Break-even: %1</source>
        <translation>
回本點：%1</translation>
    </message>
    <message>
        <source>
%1: total %2
</source>
        <translation>
%1：總計 %2
</translation>
    </message>
</context>
<context>
    <name>infertco::ResultsTableModel</name>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>Net present value</source>
        <translation>淨現值</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百萬 token 成本</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 tokens/s</translation>
    </message>
    <message>
        <source>%1%</source>
        <translation>%1%</translation>
    </message>
    <message>
        <source>P99 time to first token</source>
        <translation>P99 首 token 時延</translation>
    </message>
    <message>
        <source>P99 time per output token</source>
        <translation>P99 每個輸出 token 耗時</translation>
    </message>
    <message>
        <source>SLO capacity per replica</source>
        <translation>每個副本的 SLO 容量</translation>
    </message>
    <message>
        <source>Peak load, % of SLO capacity</source>
        <translation>峰值負載佔 SLO 容量的比例</translation>
    </message>
    <message>
        <source>No latency figure for this option: the advice says why.</source>
        <translation>此方案沒有時延數據：原因見建議。</translation>
    </message>
    <message>
        <source>Total after tax</source>
        <translation>稅後合計</translation>
    </message>
    <message>
        <source>Net present value after tax</source>
        <translation>稅後淨現值</translation>
    </message>
    <message>
        <source>Cost per million tokens after tax</source>
        <translation>稅後每百萬 token 成本</translation>
    </message>
</context>
<context>
    <name>infertco::RiskCharts</name>
    <message>
        <source>What moves the difference</source>
        <translation>影響差額的因素</translation>
    </message>
    <message>
        <source>Driver at its low value</source>
        <translation>因素取低值</translation>
    </message>
    <message>
        <source>Driver at its high value</source>
        <translation>因素取高值</translation>
    </message>
    <message>
        <source>%1 · flips at %2</source>
        <translation>%1 · 在 %2 處反轉</translation>
    </message>
    <message>
        <source>%1 · no effect</source>
        <translation>%1 · 無影響</translation>
    </message>
    <message>
        <source>%1 at %2: %3 − %4 = %5</source>
        <translation>%1 為 %2 時：%3 − %4 = %5</translation>
    </message>
    <message>
        <source>NPV of %1 − NPV of %2</source>
        <translation>%1 淨現值 − %2 淨現值</translation>
    </message>
    <message>
        <source>Total of %1 − total of %2</source>
        <translation>%1 合計 − %2 合計</translation>
    </message>
    <message>
        <source>At the scenario&apos;s figures: %1</source>
        <translation>按情景數值：%1</translation>
    </message>
    <message>
        <source>Equal cost</source>
        <translation>成本持平</translation>
    </message>
    <message>
        <source>The cheaper option changes</source>
        <translation>較便宜方案發生變化</translation>
    </message>
    <message>
        <source>Total cost in %1 simulated futures</source>
        <translation>%1 次模擬中的總成本</translation>
    </message>
    <message>
        <source>bar: P10 to P90 · dot: P50 · line: lowest to highest</source>
        <translation>條形：P10 至 P90 · 圓點：P50 · 線段：最低至最高</translation>
    </message>
    <message>
        <source>%1 (exact)</source>
        <translation>%1（精確值）</translation>
    </message>
    <message>
        <source>%1
P10 %2 · P50 %3 · P90 %4
cheapest in %5% of draws</source>
        <translation>%1
P10 %2 · P50 %3 · P90 %4
在 %5% 的抽樣中最便宜</translation>
    </message>
</context>
<context>
    <name>infertco::RiskReport</name>
    <message>
        <source>Risk and sensitivity</source>
        <translation>風險與敏感度分析</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>結論</translation>
    </message>
    <message>
        <source>What moves the difference between %1 and %2</source>
        <translation>影響 %1 與 %2 差額的因素</translation>
    </message>
    <message>
        <source>Each bar moves one driver from its low to its high value, all else as entered. At the scenario&apos;s figures %1 − %2 = %3 (%4).</source>
        <translation>每根條形表示將一個因素從低值調到高值，其餘保持輸入值不變。按情景數值，%1 − %2 = %3（%4）。</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>淨現值</translation>
    </message>
    <message>
        <source>total cost</source>
        <translation>總成本</translation>
    </message>
    <message>
        <source>What could change the answer</source>
        <translation>可能改變結論的因素</translation>
    </message>
    <message>
        <source>Nothing found in the figures.</source>
        <translation>數據中未發現此類因素。</translation>
    </message>
    <message>
        <source>Monte Carlo simulation</source>
        <translation>蒙地卡羅模擬</translation>
    </message>
    <message>
        <source>%L1 draws with seed %2. Each draw picks every driver from a triangular distribution between its low and high value, peaking at the most likely one, and recomputes every option.</source>
        <translation>共 %L1 次抽樣，隨機種子 %2。每次抽樣從三角分佈中為每個因素取值（範圍為低值至高值，峰值為最可能值），並重新計算每個方案。</translation>
    </message>
    <message>
        <source>Simulated totals use binary floating point and are rounded to the cent: they are estimates, not exact money. Options that no varying driver moves keep their exact totals.</source>
        <translation>模擬合計採用二進位浮點運算並四捨五入到分，僅為估算值，並非精確金額。不受任何變動因素影響的方案保留其精確合計。</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>Cheapest in</source>
        <translation>最便宜佔比</translation>
    </message>
    <message>
        <source>no effect on totals</source>
        <translation>不影響合計</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>隨機抽取</translation>
    </message>
    <message>
        <source>fixed</source>
        <translation>固定</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>因素</translation>
    </message>
    <message>
        <source>Low</source>
        <translation>低值</translation>
    </message>
    <message>
        <source>Most likely</source>
        <translation>最可能值</translation>
    </message>
    <message>
        <source>High</source>
        <translation>高值</translation>
    </message>
    <message>
        <source>In this run</source>
        <translation>本次模擬</translation>
    </message>
    <message>
        <source>Where the ranges come from</source>
        <translation>範圍的依據</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>infertco::RiskSession</name>
    <message>
        <source>The ranges changed: run the simulation again.</source>
        <translation>範圍已更改：請重新執行模擬。</translation>
    </message>
    <message>
        <source>The scenario changed: run the simulation again.</source>
        <translation>情景已更改：請重新執行模擬。</translation>
    </message>
    <message>
        <source>Choose a seed and the number of draws, then Run.</source>
        <translation>請選擇隨機種子和抽樣次數，然後按「執行」。</translation>
    </message>
    <message>
        <source>No scenario.</source>
        <translation>沒有情景。</translation>
    </message>
    <message>
        <source>Two options that can serve the workload are needed for a comparison.</source>
        <translation>需要兩個能夠承載該工作負載的方案才能比較。</translation>
    </message>
    <message>
        <source>Correct the marked driver ranges to see the tornado.</source>
        <translation>請修正標出的因素範圍以查看龍捲風圖。</translation>
    </message>
    <message>
        <source>These ranges make the figures too large to compute exactly.</source>
        <translation>這些範圍使數值過大，無法精確計算。</translation>
    </message>
    <message>
        <source>Simulating %L1 draws…</source>
        <translation>正在模擬 %L1 次抽樣…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>%L1 draws, seed %2: &lt;b&gt;%3&lt;/b&gt; is the cheapest in %4% of them.</source>
        <translation>%L1 次抽樣，隨機種子 %2：&lt;b&gt;%3&lt;/b&gt; 在 %4% 的抽樣中最便宜。</translation>
    </message>
</context>
<context>
    <name>infertco::RiskView</name>
    <message>
        <source>Risk and sensitivity</source>
        <translation>風險與敏感度分析</translation>
    </message>
    <message>
        <source>total cost</source>
        <translation>總成本</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>淨現值</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比較</translation>
    </message>
    <message>
        <source>with</source>
        <translation>與</translation>
    </message>
    <message>
        <source>by</source>
        <translation>依據</translation>
    </message>
    <message>
        <source>&lt;b&gt;Driver ranges&lt;/b&gt;</source>
        <translation>&lt;b&gt;因素範圍&lt;/b&gt;</translation>
    </message>
    <message>
        <source>How far each figure could be off. Prices and fees are multiples of the quotes (×0.80 = 20% lower); edit any value. Monte Carlo draws between low and high, most often near the most likely value.</source>
        <translation>各項數值可能偏離的幅度。價格和費用以報價的倍數表示（×0.80 即低 20%）；任何值均可編輯。蒙地卡羅模擬在低值與高值之間抽樣，多數落在最可能值附近。</translation>
    </message>
    <message>
        <source>Reset ranges</source>
        <translation>重設範圍</translation>
    </message>
    <message>
        <source>Exchange rate of</source>
        <translation>匯率貨幣</translation>
    </message>
    <message>
        <source>&lt;b&gt;Where the choice flips&lt;/b&gt;</source>
        <translation>&lt;b&gt;選擇在何處反轉&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Tornado</source>
        <translation>龍捲風圖</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>執行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>隨機種子</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>抽樣次數</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>P10</source>
        <translation>P10</translation>
    </message>
    <message>
        <source>P50</source>
        <translation>P50</translation>
    </message>
    <message>
        <source>P90</source>
        <translation>P90</translation>
    </message>
    <message>
        <source>Cheapest in</source>
        <translation>最便宜佔比</translation>
    </message>
    <message>
        <source>Each draw picks every driver from its range and recomputes every option. Simulated totals use fast binary arithmetic and are rounded to the cent: they are estimates, not exact money. Options no varying driver moves keep their exact totals.</source>
        <translation>每次抽樣在各因素的範圍內取值，並重新計算每個方案。模擬合計採用快速二進位運算並四捨五入到分，僅為估算值，並非精確金額。不受任何變動因素影響的方案保留其精確合計。</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>蒙地卡羅</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>決策</translation>
    </message>
    <message>
        <source>Risk and sensitivity: %1</source>
        <translation>風險與敏感度分析：%1</translation>
    </message>
    <message>
        <source>No scenario.</source>
        <translation>沒有情景。</translation>
    </message>
    <message>
        <source>At the scenario&apos;s figures %1 − %2 = %3.</source>
        <translation>按情景數值，%1 − %2 = %3。</translation>
    </message>
    <message>
        <source>No single driver within its range changes which is cheaper.</source>
        <translation>在各自範圍內，沒有任何單一因素能改變哪個方案更便宜。</translation>
    </message>
    <message>
        <source>In the tornado the red dashed line is equal cost; a diamond marks each driver whose range changes which option is cheaper.</source>
        <translation>龍捲風圖中的紅色虛線表示成本持平；菱形標記表示該因素在其範圍內會改變哪個方案更便宜。</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>結論</translation>
    </message>
    <message>
        <source>What could change it</source>
        <translation>可能改變結論的因素</translation>
    </message>
    <message>
        <source>Nothing found in the figures.</source>
        <translation>數據中未發現此類因素。</translation>
    </message>
    <message>
        <source>Run the Monte Carlo simulation to add the odds of each option being the cheapest.</source>
        <translation>執行蒙地卡羅模擬，即可加入每個方案最便宜的概率。</translation>
    </message>
    <message>
        <source>%1 from %2 to %3. Basis: %4</source>
        <translation>%1 由 %2 至 %3。依據：%4</translation>
    </message>
    <message>
        <source>A whole number from 0 to %1; the same seed gives the same draws.</source>
        <translation>0 至 %1 之間的整數；相同的種子給出相同的抽樣。</translation>
    </message>
</context>
<context>
    <name>infertco::RooflineView</name>
    <message>
        <source>No feasible option to place on the roofline.</source>
        <translation>沒有可行方案可放在屋頂線圖上。</translation>
    </message>
</context>
<context>
    <name>infertco::RunReader</name>
    <message>
        <source>is not a benchmark result: neither the JSON that vllm bench serve --save-result writes nor a CSV with the header %1</source>
        <translation>不是基準測試結果：既不是 vllm bench serve --save-result 寫出的 JSON，也不是表頭為 %1 的 CSV</translation>
    </message>
    <message>
        <source>benchmark result</source>
        <translation>基準測試結果</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必須是整數</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>必須至少為 %1</translation>
    </message>
    <message>
        <source>must be a number of milliseconds ≥ 0</source>
        <translation>必須是 ≥ 0 的毫秒數</translation>
    </message>
    <message>
        <source>is missing (and so is %1)</source>
        <translation>缺失（%1 也缺失）</translation>
    </message>
    <message>
        <source>must be a list of token counts, one per request</source>
        <translation>必須是詞元數列表，每個請求一個</translation>
    </message>
    <message>
        <source>entry %1 must be a whole number of tokens</source>
        <translation>第 %1 項必須是整數個詞元</translation>
    </message>
    <message>
        <source>is 0: no request completed, so the run measured nothing</source>
        <translation>為 0：沒有請求完成，該運行沒有測到任何數據</translation>
    </message>
    <message>
        <source>is too large</source>
        <translation>過大</translation>
    </message>
    <message>
        <source>gives a mean below 1 token per request (%1 over %2 requests)</source>
        <translation>得出的平均值低於每個請求 1 個詞元（%1 分攤到 %2 個請求）</translation>
    </message>
    <message>
        <source>gives a mean above 10,000,000 tokens</source>
        <translation>得出的平均值超過 10,000,000 個詞元</translation>
    </message>
    <message>
        <source>must be a number of requests per second above 0 or &quot;inf&quot;</source>
        <translation>必須是大於 0 的每秒請求數或「inf」</translation>
    </message>
    <message>
        <source>is missing (and so is max_concurrency): the run&apos;s load is not known</source>
        <translation>缺失（max_concurrency 也缺失）：該運行的負載未知</translation>
    </message>
    <message>
        <source>is given with a request_rate of %1 per second: a run is either a closed loop at a concurrency or an open loop at a rate, not both</source>
        <translation>與每秒 %1 的 request_rate 同時給出：一次運行要麼是某並發下的閉環，要麼是某速率下的開環，不能兩者兼有</translation>
    </message>
    <message>
        <source>is missing: an open-loop run needs the shape of its arrivals</source>
        <translation>缺失：開環運行需要其到達分佈的形狀</translation>
    </message>
    <message>
        <source>must be a number above 0</source>
        <translation>必須是大於 0 的數</translation>
    </message>
    <message>
        <source>must be above 0</source>
        <translation>必須大於 0</translation>
    </message>
    <message>
        <source>must be above 0 when requests have more than one output token</source>
        <translation>請求有多於一個輸出詞元時必須大於 0</translation>
    </message>
    <message>
        <source>has %1 entries and input_lens %2: one each per request</source>
        <translation>有 %1 項而 input_lens 有 %2 項：每個請求各一項</translation>
    </message>
    <message>
        <source>entry %1 is below 1 token</source>
        <translation>第 %1 項少於 1 個詞元</translation>
    </message>
    <message>
        <source>has %1 requests with output tokens, not the %2 completed</source>
        <translation>有 %1 個帶輸出詞元的請求，而不是已完成的 %2 個</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>is missing from the header</source>
        <translation>表頭中缺失</translation>
    </message>
    <message>
        <source>is given with a concurrency: a run is either a closed loop at a concurrency or an open loop at a rate (leave concurrency empty), not both</source>
        <translation>與並發同時給出：一次運行要麼是某並發下的閉環，要麼是某速率下的開環（concurrency 留空），不能兩者兼有</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1</source>
        <translation>必須是至少為 1 的整數</translation>
    </message>
    <message>
        <source>must be a number of requests per second above 0</source>
        <translation>必須是大於 0 的每秒請求數</translation>
    </message>
    <message>
        <source>is empty and so is rate_per_s: the run&apos;s load is not known</source>
        <translation>為空，rate_per_s 也為空：該運行的負載未知</translation>
    </message>
    <message>
        <source>must be a number of tokens</source>
        <translation>必須是詞元數</translation>
    </message>
    <message>
        <source>must be from 1 to 10,000,000 tokens (rounded half up)</source>
        <translation>必須在 1 到 10,000,000 個詞元之間（四捨五入）</translation>
    </message>
    <message>
        <source>must be a number of milliseconds above 0</source>
        <translation>必須是大於 0 的毫秒數</translation>
    </message>
    <message>
        <source>must be a number of milliseconds above 0 (0 only with one output token)</source>
        <translation>必須是大於 0 的毫秒數（僅在只有一個輸出詞元時可為 0）</translation>
    </message>
    <message>
        <source>the file holds no run</source>
        <translation>檔案中沒有運行</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>無法讀取：%1</translation>
    </message>
</context>
<context>
    <name>infertco::ScenarioEditor</name>
    <message>
        <source>Options to compare</source>
        <translation>比較的方案</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>匯率</translation>
    </message>
    <message>
        <source>Demand in steps</source>
        <translation>分階段需求</translation>
    </message>
    <message>
        <source>Instead of one peak (and a growth per year): from which month on the peak is how many output tokens per second. The first step starts in month 1.</source>
        <translation>代替單一峰值（及年增長）：由哪個月起峰值為每秒多少輸出 token。第一個階段從第 1 個月開始。</translation>
    </message>
</context>
<context>
    <name>infertco::ScenarioOptionTableModel</name>
    <message>
        <source>option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>options</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Option %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>Server platform changed to %1 and offer to %2: the previous ones do not fit this option. Check them, or choose others; Undo puts them back.</source>
        <translation>伺服器平台已改為 %1，報價已改為 %2：原來的平台和報價不適用於此方案。請核對，或另選；復原可一併還原。</translation>
    </message>
    <message>
        <source>Offer changed to %1: the previous one does not fit this option. Check it, or choose another; Undo puts both back.</source>
        <translation>報價已改為 %1：原來的報價不適用於此方案。請核對，或另選；復原可一併還原。</translation>
    </message>
    <message>
        <source>Server platform changed to %1: the previous one does not fit this option. Check it, or choose another; Undo puts both back.</source>
        <translation>伺服器平台已改為 %1：原來的平台不適用於此方案。請核對，或另選；復原可一併還原。</translation>
    </message>
    <message>
        <source>Rental offer changed to %1: the previous one does not fit this option. Check it, or choose another; Undo puts both back.</source>
        <translation>租用報價已改為 %1：原報價不適用於此方案。請檢查，或另選一個；復原可同時還原兩者。</translation>
    </message>
</context>
<context>
    <name>infertco::ScenarioTableModel</name>
    <message>
        <source>New scenario</source>
        <translation>新情景</translation>
    </message>
    <message>
        <source>A starting point: Llama-3.1-8B in fp16. Replace the workload and the assumptions with your own, then add the options to compare.</source>
        <translation>起點：fp16 精度的 Llama-3.1-8B。請替換為您自己的工作負載和假設，然後添加要比較的方案。</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>情景</translation>
    </message>
    <message>
        <source>scenarios</source>
        <translation>情景</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>Residual by year</source>
        <translation>逐年殘值</translation>
    </message>
    <message>
        <source>residual curve</source>
        <translation>殘值曲線</translation>
    </message>
    <message>
        <source>Value left after 1, 2, 3 … years as fractions of the price, separated by commas: 0.7, 0.5, 0.4. Each tranche is credited by its own age. Empty: the residual value above applies.</source>
        <translation>使用 1、2、3 … 年後剩餘價值佔價格的比例，以逗號分隔：0.7, 0.5, 0.4。每批硬件按其自身使用年數計算殘值。留空：使用上面的殘值。</translation>
    </message>
    <message>
        <source>Each option&apos;s own</source>
        <translation>各方案自身地區</translation>
    </message>
    <message>
        <source>None</source>
        <translation>無</translation>
    </message>
</context>
<context>
    <name>infertco::Sensitivity</name>
    <message>
        <source>electricity costs less than %1</source>
        <translation>電價低於 %1</translation>
    </message>
    <message>
        <source>electricity costs more than %1</source>
        <translation>電價高於 %1</translation>
    </message>
    <message>
        <source>electricity costs less than %1 of the quoted prices</source>
        <translation>電價低於報價的 %1</translation>
    </message>
    <message>
        <source>electricity costs more than %1 of the quoted prices</source>
        <translation>電價高於報價的 %1</translation>
    </message>
    <message>
        <source>average utilization is below %1</source>
        <translation>平均使用率低於 %1</translation>
    </message>
    <message>
        <source>average utilization is above %1</source>
        <translation>平均使用率高於 %1</translation>
    </message>
    <message>
        <source>the card costs less than %1</source>
        <translation>加速卡價格低於 %1</translation>
    </message>
    <message>
        <source>the card costs more than %1</source>
        <translation>加速卡價格高於 %1</translation>
    </message>
    <message>
        <source>cards cost less than %1 of the quoted prices</source>
        <translation>加速卡價格低於報價的 %1</translation>
    </message>
    <message>
        <source>cards cost more than %1 of the quoted prices</source>
        <translation>加速卡價格高於報價的 %1</translation>
    </message>
    <message>
        <source>the rental price is below %1</source>
        <translation>租用價格低於 %1</translation>
    </message>
    <message>
        <source>the rental price is above %1</source>
        <translation>租用價格高於 %1</translation>
    </message>
    <message>
        <source>rental prices are below %1 of the quoted ones</source>
        <translation>租用價格低於報價的 %1</translation>
    </message>
    <message>
        <source>rental prices are above %1 of the quoted ones</source>
        <translation>租用價格高於報價的 %1</translation>
    </message>
    <message>
        <source>colocation fees are below %1 of the quoted ones</source>
        <translation>託管費低於報價的 %1</translation>
    </message>
    <message>
        <source>colocation fees are above %1 of the quoted ones</source>
        <translation>託管費高於報價的 %1</translation>
    </message>
    <message>
        <source>the discount rate is below %1 a year</source>
        <translation>年折現率低於 %1</translation>
    </message>
    <message>
        <source>the discount rate is above %1 a year</source>
        <translation>年折現率高於 %1</translation>
    </message>
    <message>
        <source>the model is updated fewer than %1 times a year</source>
        <translation>模型每年更新少於 %1 次</translation>
    </message>
    <message>
        <source>the model is updated more than %1 times a year</source>
        <translation>模型每年更新多於 %1 次</translation>
    </message>
    <message>
        <source>an engineer-day costs less than %1</source>
        <translation>工程師日薪低於 %1</translation>
    </message>
    <message>
        <source>an engineer-day costs more than %1</source>
        <translation>工程師日薪高於 %1</translation>
    </message>
    <message>
        <source>the hardware resells for less than %1 of its price</source>
        <translation>硬件轉售價低於購置價的 %1</translation>
    </message>
    <message>
        <source>the hardware resells for more than %1 of its price</source>
        <translation>硬件轉售價高於購置價的 %1</translation>
    </message>
    <message>
        <source>one %1 is worth less than %2</source>
        <translation>1 %1 的價值低於 %2</translation>
    </message>
    <message>
        <source>one %1 is worth more than %2</source>
        <translation>1 %1 的價值高於 %2</translation>
    </message>
    <message>
        <source>scenario &quot;%1&quot;</source>
        <translation>情景 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>has no option number %1</source>
        <translation>沒有編號為 %1 的方案</translation>
    </message>
    <message>
        <source>option &quot;%1&quot;</source>
        <translation>方案 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>cannot be compared: %1</source>
        <translation>無法比較：%1</translation>
    </message>
    <message>
        <source>cannot be compared with itself; choose two different options</source>
        <translation>不能與自身比較；請選擇兩個不同的方案</translation>
    </message>
    <message>
        <source>%1 becomes cheaper than %2 if %3.</source>
        <translation>如果%3，%1 將比 %2 更便宜。</translation>
    </message>
    <message>
        <source>a driver range makes its figures too large to compute exactly; check the ranges</source>
        <translation>某個因素範圍使數值過大，無法精確計算；請檢查各項範圍</translation>
    </message>
    <message>
        <source>demand grows by less than %1 a year</source>
        <translation>需求每年增長低於 %1</translation>
    </message>
    <message>
        <source>demand grows by more than %1 a year</source>
        <translation>需求每年增長高於 %1</translation>
    </message>
    <message>
        <source>rental prices move by %1 a year or less than entered</source>
        <translation>租用價格每年比輸入值變化 %1 或更少</translation>
    </message>
    <message>
        <source>rental prices move by %1 a year or more than entered</source>
        <translation>租用價格每年比輸入值變化 %1 或更多</translation>
    </message>
    <message>
        <source>hybrid options own fewer than %1 of their servers</source>
        <translation>混合方案擁有的伺服器少於原數的 %1</translation>
    </message>
    <message>
        <source>hybrid options own more than %1 of their servers</source>
        <translation>混合方案擁有的伺服器多於原數的 %1</translation>
    </message>
</context>
<context>
    <name>infertco::ServingLatency</name>
    <message>
        <source>a simulation needs at least one prompt and one output token per request</source>
        <translation>模擬要求每個請求至少有一個提示 token 和一個輸出 token</translation>
    </message>
    <message>
        <source>a simulation needs a max_batch of at least 1</source>
        <translation>模擬要求 max_batch 至少為 1</translation>
    </message>
    <message>
        <source>the KV cache of one replica holds %1 tokens, fewer than one request&apos;s %2</source>
        <translation>單個副本的 KV 快取可容納 %1 個 token，少於一個請求所需的 %2 個</translation>
    </message>
    <message>
        <source>the request log &quot;%1&quot; is not in the bundle</source>
        <translation>請求日誌 &quot;%1&quot; 不在此資料包中</translation>
    </message>
</context>
<context>
    <name>infertco::Sidebar</name>
    <message>
        <source>Accelerators</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Server platforms</source>
        <translation>伺服器平台</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>伺服器租用報價</translation>
    </message>
    <message>
        <source>Colocation offers</source>
        <translation>伺服器託管報價</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>地區</translation>
    </message>
    <message>
        <source>CATALOG</source>
        <translation>目錄</translation>
    </message>
    <message>
        <source>SCENARIOS</source>
        <translation>情景</translation>
    </message>
    <message>
        <source>section</source>
        <translation>分組</translation>
    </message>
    <message>
        <source>Add scenario</source>
        <translation>添加情景</translation>
    </message>
    <message>
        <source>Duplicate scenario</source>
        <translation>複製情景</translation>
    </message>
    <message>
        <source>Remove scenario</source>
        <translation>刪除情景</translation>
    </message>
    <message>
        <source>Risk and decision</source>
        <translation>風險與決策</translation>
    </message>
    <message>
        <source>Which figures could change the answer, and how likely each option is to be the cheapest</source>
        <translation>哪些數據可能改變結論，以及各方案成為最便宜方案的概率</translation>
    </message>
    <message>
        <source>Find the cheapest plans…</source>
        <translation>尋找最便宜的方案…</translation>
    </message>
</context>
<context>
    <name>infertco::Sizer</name>
    <message>
        <source>the server platform &quot;%1&quot; does not accept %2 accelerators</source>
        <translation>伺服器平台 &quot;%1&quot; 不支援 %2 類加速卡</translation>
    </message>
    <message>
        <source>the accelerator supports neither %1 nor any fallback precision</source>
        <translation>該加速卡既不支援 %1，也不支援任何備選精度</translation>
    </message>
    <message>
        <source>no batch size meets the %1 ms per-token target, even at batch 1</source>
        <translation>即使批次大小為 1，也無法達到每 token %1 ms 的延遲目標</translation>
    </message>
    <message>
        <source>the model and the KV cache of one sequence (%1 GB) do not fit in the memory of %2 accelerator(s) with %3% kept free</source>
        <translation>在預留 %3% 空閒顯存的情況下，模型加單個序列的 KV 快取（%1 GB）無法裝入 %2 張加速卡的顯存</translation>
    </message>
    <message>
        <source>it would need %1 %2, more than the 1,000,000,000 a plan can hold; check the peak tokens per second and the per-token target</source>
        <translation>需要 %1 %2，超過一個方案可容納的 1,000,000,000；請檢查每秒峰值 token 數和每 token 延遲目標</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>台伺服器</translation>
    </message>
    <message>
        <source>accelerators</source>
        <translation>張加速卡</translation>
    </message>
    <message>
        <source>accelerators with spares</source>
        <translation>張加速卡（含備件）</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>個機櫃</translation>
    </message>
    <message>
        <source>no tensor-parallel size fills the prompt of %1 tokens within the %2 ms time-to-first-token limit</source>
        <translation>沒有任何張量並行規模能在 %2 毫秒的首 token 時延上限內完成 %1 個 token 提示詞的預填充</translation>
    </message>
    <message>
        <source>no load meets the P99 targets</source>
        <translation>沒有任何負載能滿足 P99 目標</translation>
    </message>
</context>
<context>
    <name>infertco::SqliteConnection</name>
    <message>
        <source>the Qt SQLite driver (QSQLITE) is not available</source>
        <translation>Qt SQLite 驅動（QSQLITE）不可用</translation>
    </message>
    <message>
        <source>cannot be opened</source>
        <translation>無法開啟</translation>
    </message>
    <message>
        <source>the Qt SQLite driver does not expose its SQLite handle, so the file cannot be opened with SQLite&apos;s defensive settings</source>
        <translation>Qt SQLite 驅動程式未提供其 SQLite 控制代碼，因此無法以 SQLite 的防禦性設定開啟該檔案</translation>
    </message>
    <message>
        <source>the database is not open</source>
        <translation>資料庫未開啟</translation>
    </message>
</context>
<context>
    <name>infertco::TableEditor</name>
    <message>
        <source>Filter</source>
        <translation>篩選</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>添加</translation>
    </message>
    <message>
        <source>Add a row</source>
        <translation>添加一行</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>複製</translation>
    </message>
    <message>
        <source>Copy the selected rows (Ctrl+D)</source>
        <translation>複製所選行 (Ctrl+D)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>刪除</translation>
    </message>
    <message>
        <source>Remove the selected rows (Delete)</source>
        <translation>刪除所選行 (Delete)</translation>
    </message>
</context>
<context>
    <name>infertco::TargetCosts</name>
    <message>
        <source>P99 sizing needs a time-to-first-token target</source>
        <translation>按 P99 測算容量需要首 token 時延目標</translation>
    </message>
</context>
<context>
    <name>infertco::TeamCommands</name>
    <message>
        <source>  infertco-cli team init CONN          create the team catalog on a PostgreSQL
                                       server (its schema, roles and audit log)
  infertco-cli team grant|revoke CONN USER viewer|buyer|admin
  infertco-cli team pull CONN DOC [--theirs|--ours]
                                       the team catalog into DOC (created if
                                       missing)
  infertco-cli team push CONN DOC|BUNDLE [--theirs|--ours]
                                       DOC&apos;s new and edited rows to the server
  infertco-cli team export CONN        the team catalog as bundle JSON
  infertco-cli team history CONN [[KIND/]ID] [--limit N] [--format table|json]
                                       CONN: a postgresql:// URI or libpq keywords
</source>
        <translation>  infertco-cli team init CONN          在 PostgreSQL 伺服器上建立團隊目錄
                                       （其模式、角色和審計日誌）
  infertco-cli team grant|revoke CONN USER viewer|buyer|admin
  infertco-cli team pull CONN DOC [--theirs|--ours]
                                       將團隊目錄拉取到 DOC（DOC 不存在時新增）
  infertco-cli team push CONN DOC|BUNDLE [--theirs|--ours]
                                       將 DOC 中新增和編輯過的行推送到伺服器
  infertco-cli team export CONN        以數據包 JSON 輸出團隊目錄
  infertco-cli team history CONN [[KIND/]ID] [--limit N] [--format table|json]
                                       CONN：postgresql:// URI 或 libpq 關鍵字
</translation>
    </message>
    <message>
        <source>team needs a command: init, grant, revoke, pull, push, export or history</source>
        <translation>team 需要一個子命令：init、grant、revoke、pull、push、export 或 history</translation>
    </message>
    <message>
        <source>unknown team command &quot;%1&quot;</source>
        <translation>未知的 team 子命令「%1」</translation>
    </message>
    <message>
        <source>team init takes exactly one CONN</source>
        <translation>team init 只接受一個 CONN</translation>
    </message>
    <message>
        <source>team catalog already initialised on %1 (schema version %2); nothing changed
</source>
        <translation>團隊目錄已在 %1 上初始化（結構版本 %2）；未有任何更改
</translation>
    </message>
    <message>
        <source>team catalog created on %1 (schema version %2); %3 holds infertco_admin
</source>
        <translation>已在 %1 上建立團隊目錄（結構版本 %2）；%3 擁有 infertco_admin
</translation>
    </message>
    <message>
        <source>team revoke takes CONN, USER and viewer, buyer or admin</source>
        <translation>team revoke 需要 CONN、USER 以及 viewer、buyer 或 admin</translation>
    </message>
    <message>
        <source>team grant takes CONN, USER and viewer, buyer or admin</source>
        <translation>team grant 需要 CONN、USER 以及 viewer、buyer 或 admin</translation>
    </message>
    <message>
        <source>the role must be viewer, buyer or admin, not &quot;%1&quot;</source>
        <translation>角色必須是 viewer、buyer 或 admin，而不是「%1」</translation>
    </message>
    <message>
        <source>%1 revoked from %2
</source>
        <translation>已從 %2 收回 %1
</translation>
    </message>
    <message>
        <source>%1 granted to %2
</source>
        <translation>已將 %1 授予 %2
</translation>
    </message>
    <message>
        <source>team export takes exactly one CONN</source>
        <translation>team export 只接受一個 CONN</translation>
    </message>
    <message>
        <source>team history takes CONN and optionally [KIND/]ID</source>
        <translation>team history 需要 CONN，可選 [KIND/]ID</translation>
    </message>
    <message>
        <source>--format must be table or json, not &quot;%1&quot;</source>
        <translation>--format 必須是 table 或 json，而不是「%1」</translation>
    </message>
    <message>
        <source>--limit must be a whole number above 0</source>
        <translation>--limit 必須是大於 0 的整數</translation>
    </message>
    <message>
        <source>no changes recorded
</source>
        <translation>沒有記錄任何更改
</translation>
    </message>
    <message>
        <source>team pull takes CONN and DOC</source>
        <translation>team pull 需要 CONN 和 DOC</translation>
    </message>
    <message>
        <source>--theirs and --ours cannot both be given</source>
        <translation>--theirs 和 --ours 不能同時指定</translation>
    </message>
    <message>
        <source>infertco-cli: team pull: %1 rows in conflict; nothing written (--theirs takes the server&apos;s values, --ours keeps the local edits)
</source>
        <translation>infertco-cli: team pull：%1 行存在衝突；未寫入任何內容（--theirs 採用伺服器上的值，--ours 保留本機編輯）
</translation>
    </message>
    <message>
        <source>pulled: %1 inserted, %2 updated, %3 stale, %4 conflicts
</source>
        <translation>已拉取：插入 %1 行，更新 %2 行，過時 %3 行，衝突 %4 處
</translation>
    </message>
    <message>
        <source>team push takes CONN and DOC or BUNDLE</source>
        <translation>team push 需要 CONN 以及 DOC 或 BUNDLE</translation>
    </message>
    <message>
        <source>infertco-cli: team push: %1 rows in conflict; nothing written (pull first, or --theirs takes the server&apos;s values, --ours keeps the local ones)
</source>
        <translation>infertco-cli: team push：%1 行存在衝突；未寫入任何內容（請先拉取，或用 --theirs 採用伺服器上的值、--ours 保留本機的值）
</translation>
    </message>
    <message>
        <source>%1 rows deleted here are still on the server (a push deletes nothing)
</source>
        <translation>在本機刪除的 %1 行仍在伺服器上（推送不會刪除任何內容）
</translation>
    </message>
    <message>
        <source>pushed: %1 inserted, %2 updated, %3 stale, %4 conflicts
</source>
        <translation>已推送：插入 %1 行，更新 %2 行，過時 %3 行，衝突 %4 處
</translation>
    </message>
    <message>
        <source>team catalog on %1 brought from schema version %2 to %3
</source>
        <translation>%1 上的團隊目錄已由結構版本 %2 升級至 %3
</translation>
    </message>
    <message>
        <source>%1 %2: the server&apos;s row is invalid (%3); left out</source>
        <translation>%1 %2：伺服器上的行無效（%3）；已略去</translation>
    </message>
</context>
<context>
    <name>infertco::TeamConflictDialog</name>
    <message>
        <source>Team Catalog Conflicts</source>
        <translation>團隊目錄衝突</translation>
    </message>
    <message>
        <source>These rows were changed in this document and on the server since the last pull. Nothing has been written yet. For each row, keep yours (publish it later) or take the server&apos;s; then the pull runs again.</source>
        <translation>自上次拉取以來，這些行在本文件和伺服器上都被更改過。目前尚未寫入任何內容。請為每一行選擇保留您的值（稍後發佈）或採用伺服器的值，然後將再次拉取。</translation>
    </message>
    <message>
        <source>These rows were changed on the server since this document last pulled them. Nothing has been published yet. For each row, keep yours (it is published over the server&apos;s) or take the server&apos;s; then the publish runs again.</source>
        <translation>自本文件上次拉取以來，這些行已在伺服器上被更改。目前尚未發佈任何內容。請為每一行選擇保留您的值（將覆蓋伺服器的值發佈）或採用伺服器的值，然後將再次發佈。</translation>
    </message>
    <message>
        <source>Changed on the server by %1 at %2.</source>
        <translation>由 %1 於 %2 在伺服器上更改。</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>欄位</translation>
    </message>
    <message>
        <source>This document (yours)</source>
        <translation>本文件（您的）</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>伺服器</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>保留我的</translation>
    </message>
    <message>
        <source>Take the server&apos;s</source>
        <translation>採用伺服器的</translation>
    </message>
    <message>
        <source>Keep All Mine</source>
        <translation>全部保留我的</translation>
    </message>
    <message>
        <source>Take All the Server&apos;s</source>
        <translation>全部採用伺服器的</translation>
    </message>
    <message>
        <source>&amp;Pull Again</source>
        <translation>再次拉取(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Publish Again</source>
        <translation>再次發佈(&amp;P)</translation>
    </message>
</context>
<context>
    <name>infertco::TeamConnectDialog</name>
    <message>
        <source>Connect to the Team Catalog</source>
        <translation>連接團隊目錄</translation>
    </message>
    <message>
        <source>The team&apos;s shared catalog on a PostgreSQL server. Give a connection string, or the server&apos;s host and the rest.</source>
        <translation>團隊在 PostgreSQL 伺服器上共用的目錄。請填寫連線字串，或伺服器主機及其餘各項。</translation>
    </message>
    <message>
        <source>optional, e.g. postgresql://alice@db.example:5432/tco?sslmode=verify-full</source>
        <translation>可選，例如 postgresql://alice@db.example:5432/tco?sslmode=verify-full</translation>
    </message>
    <message>
        <source>Connection &amp;string:</source>
        <translation>連線字串(&amp;S)：</translation>
    </message>
    <message>
        <source>db.example.com</source>
        <translation>db.example.com</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>主機(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>連接埠(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>資料庫(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>使用者(&amp;U)：</translation>
    </message>
    <message>
        <source>libpq default (prefer)</source>
        <translation>libpq 預設（prefer）</translation>
    </message>
    <message>
        <source>&amp;TLS (sslmode):</source>
        <translation>&amp;TLS（sslmode）：</translation>
    </message>
    <message>
        <source>empty: from ~/.pgpass or PGPASSWORD</source>
        <translation>留空：取自 ~/.pgpass 或 PGPASSWORD</translation>
    </message>
    <message>
        <source>Pass&amp;word:</source>
        <translation>密碼(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Remember the password in the desktop keyring</source>
        <translation>在桌面鑰匙圈中記住密碼(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>連接(&amp;C)</translation>
    </message>
    <message>
        <source>No desktop keyring is available, so the password cannot be remembered: InferTCO asks for it at each connection and never writes it anywhere.</source>
        <translation>沒有可用的桌面鑰匙圈，因此無法記住密碼：InferTCO 每次連接時都會詢問，且絕不會把它寫到任何地方。</translation>
    </message>
    <message>
        <source>Contacting server…</source>
        <translation>正在聯絡伺服器…</translation>
    </message>
</context>
<context>
    <name>infertco::TeamConnection</name>
    <message>
        <source>the connection string is neither a postgresql:// URI nor a list of keyword=value settings</source>
        <translation>連線字串既不是 postgresql:// URI，也不是 keyword=value 形式的設定清單</translation>
    </message>
    <message>
        <source>the connection string cannot be read: %1</source>
        <translation>無法讀取連線字串：%1</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver (QPSQL) is not installed; on Debian install libqt6sql6-psql</source>
        <translation>未安裝 Qt 的 PostgreSQL 驅動程式 (QPSQL)；在 Debian 上請安裝 libqt6sql6-psql</translation>
    </message>
    <message>
        <source>the connection setting %1 holds a &apos;;&apos;, which Qt&apos;s PostgreSQL driver cannot pass on</source>
        <translation>連線設定 %1 含有「;」，Qt 的 PostgreSQL 驅動程式無法傳遞它</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>無法連線到 %1：%2</translation>
    </message>
</context>
<context>
    <name>infertco::TeamController</name>
    <message>
        <source>&amp;Team Catalog</source>
        <translation>團隊目錄(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation>連接(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Pull from the Server</source>
        <translation>從伺服器拉取(&amp;P)</translation>
    </message>
    <message>
        <source>Bring the server&apos;s new and changed rows into this document</source>
        <translation>將伺服器上新增和更改的行取入本文件</translation>
    </message>
    <message>
        <source>P&amp;ublish to the Server</source>
        <translation>發佈到伺服器(&amp;U)</translation>
    </message>
    <message>
        <source>Send this document&apos;s new and edited rows to the server</source>
        <translation>將本文件中新增和編輯過的行傳送到伺服器</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>中斷連接(&amp;D)</translation>
    </message>
    <message>
        <source>Team catalog: contacting server…</source>
        <translation>團隊目錄：正在聯絡伺服器…</translation>
    </message>
    <message>
        <source>admin</source>
        <translation>管理員</translation>
    </message>
    <message>
        <source>buyer</source>
        <translation>採購</translation>
    </message>
    <message>
        <source>viewer</source>
        <translation>檢視者</translation>
    </message>
    <message>
        <source>no team role</source>
        <translation>無團隊角色</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Team catalog: %1 · contacting server…</source>
        <translation>團隊目錄：%1 · 正在聯絡伺服器…</translation>
    </message>
    <message>
        <source>Team catalog: %1 · server not reached</source>
        <translation>團隊目錄：%1 · 無法連接伺服器</translation>
    </message>
    <message>
        <source>Team catalog: %1</source>
        <translation>團隊目錄：%1</translation>
    </message>
    <message>
        <source>Team catalog: %1 · up to date with the server</source>
        <translation>團隊目錄：%1 · 與伺服器一致</translation>
    </message>
    <message numerus="yes">
        <source>Team catalog: %1 · %n newer on the server</source>
        <translation>
            <numerusform>團隊目錄：%1 · 伺服器上有 %n 行較新</numerusform>
        </translation>
    </message>
    <message>
        <source>Contacting server…</source>
        <translation>正在聯絡伺服器…</translation>
    </message>
    <message>
        <source>Team Catalog</source>
        <translation>團隊目錄</translation>
    </message>
    <message>
        <source>No desktop keyring is available: the password was not kept and will be asked for at the next connection.</source>
        <translation>沒有可用的桌面鑰匙圈：密碼未被儲存，下次連接時將再次詢問。</translation>
    </message>
    <message>
        <source>Connected to the team catalog as %1</source>
        <translation>已以 %1 身份連接團隊目錄</translation>
    </message>
    <message>
        <source>Disconnected from the team catalog</source>
        <translation>已中斷與團隊目錄的連接</translation>
    </message>
    <message>
        <source>Pull Failed</source>
        <translation>拉取失敗</translation>
    </message>
    <message>
        <source>Publish Failed</source>
        <translation>發佈失敗</translation>
    </message>
    <message>
        <source>The team server cannot be reached; nothing was changed.

%1</source>
        <translation>無法連接團隊伺服器；未作任何更改。

%1</translation>
    </message>
    <message>
        <source>Pull Refused by the Server</source>
        <translation>伺服器拒絕了拉取</translation>
    </message>
    <message>
        <source>Publish Refused by the Server</source>
        <translation>伺服器拒絕了發佈</translation>
    </message>
    <message>
        <source>The team server refused: %1</source>
        <translation>團隊伺服器拒絕：%1</translation>
    </message>
    <message>
        <source>The team catalog on the server holds rows this InferTCO cannot read; nothing was changed.</source>
        <translation>伺服器上的團隊目錄含有此版本 InferTCO 無法讀取的行；未作任何更改。</translation>
    </message>
    <message>
        <source>The result would not be a valid catalog; nothing was changed.</source>
        <translation>結果不會是有效的目錄；未作任何更改。</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) in conflict; nothing was written</source>
        <translation>
            <numerusform>%n 行存在衝突；未寫入任何內容</numerusform>
        </translation>
    </message>
    <message>
        <source>Pull from the Team Catalog</source>
        <translation>從團隊目錄拉取</translation>
    </message>
    <message>
        <source>Take the Team Catalog&apos;s Values on Publish</source>
        <translation>發佈時採用團隊目錄的值</translation>
    </message>
    <message>
        <source>Pulled: %1 inserted, %2 updated, %3 stale, %4 conflicts</source>
        <translation>已拉取：新增 %1，更新 %2，過時 %3，衝突 %4</translation>
    </message>
    <message>
        <source>Published: %1 inserted, %2 updated, %3 stale, %4 conflicts</source>
        <translation>已發佈：新增 %1，更新 %2，過時 %3，衝突 %4</translation>
    </message>
    <message numerus="yes">
        <source>(%n row(s) deleted here are still on the server: a publish deletes nothing)</source>
        <translation>
            <numerusform>（此處刪除的 %n 行仍在伺服器上：發佈不會刪除任何內容）</numerusform>
        </translation>
    </message>
    <message>
        <source>Pull Not Applied</source>
        <translation>拉取未套用</translation>
    </message>
    <message>
        <source>The catalog was edited while the server was contacted; the pull was not applied. Pull again.</source>
        <translation>聯絡伺服器期間目錄被編輯過；拉取未套用。請再次拉取。</translation>
    </message>
    <message>
        <source>The history could not be read: %1</source>
        <translation>無法讀取歷史記錄：%1</translation>
    </message>
</context>
<context>
    <name>infertco::TeamExchange</name>
    <message>
        <source>the team catalog&apos;s schema has no place for %1; nothing was written</source>
        <translation>團隊目錄的資料庫結構中沒有 %1 的位置；未寫入任何內容</translation>
    </message>
    <message>
        <source>inserted on the server by someone else meanwhile</source>
        <translation>在此期間已被他人插入到伺服器</translation>
    </message>
    <message>
        <source>the server refused %1 %2: %3; nothing was written</source>
        <translation>伺服器拒絕了 %1 %2：%3；未寫入任何內容</translation>
    </message>
    <message>
        <source>changed on the server meanwhile</source>
        <translation>在此期間已在伺服器上被更改</translation>
    </message>
    <message>
        <source>%1; nothing was written</source>
        <translation>%1；未寫入任何內容</translation>
    </message>
    <message>
        <source>the connection to the server was lost while writing %1 %2 (%3); nothing was written</source>
        <translation>寫入 %1 %2 時與伺服器的連線中斷（%3）；未寫入任何內容</translation>
    </message>
</context>
<context>
    <name>infertco::TeamHistoryDialog</name>
    <message>
        <source>History of %1 %2</source>
        <translation>%1 %2 的歷史記錄</translation>
    </message>
    <message>
        <source>When / field</source>
        <translation>時間 / 欄位</translation>
    </message>
    <message>
        <source>Who / before</source>
        <translation>使用者 / 之前</translation>
    </message>
    <message>
        <source>What / after</source>
        <translation>操作 / 之後</translation>
    </message>
    <message>
        <source>Contacting server…</source>
        <translation>正在聯絡伺服器…</translation>
    </message>
    <message>
        <source>added</source>
        <translation>已新增</translation>
    </message>
    <message numerus="yes">
        <source>changed %n field(s)</source>
        <translation>
            <numerusform>更改了 %n 個欄位</numerusform>
        </translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>已刪除</translation>
    </message>
    <message>
        <source>The server&apos;s audit log holds no change of this row.</source>
        <translation>伺服器的審計日誌中沒有此行的更改記錄。</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) on the team server, newest first.</source>
        <translation>
            <numerusform>團隊伺服器上有 %n 次更改，最新的在前。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>infertco::TeamItemsOf</name>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
</context>
<context>
    <name>infertco::TeamLogin</name>
    <message>
        <source>the connection string holds a password; type it in the password field instead (it is never kept in the settings)</source>
        <translation>連線字串中含有密碼；請改在密碼欄中輸入（密碼絕不會儲存在設定中）</translation>
    </message>
    <message>
        <source>give a connection string or at least the server&apos;s host</source>
        <translation>請填寫連線字串，或至少填寫伺服器主機</translation>
    </message>
</context>
<context>
    <name>infertco::TeamServer</name>
    <message>
        <source>the connection to the server was lost</source>
        <translation>與伺服器的連線已中斷</translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation>無法開始交易：%1</translation>
    </message>
    <message>
        <source>the server did not commit: %1</source>
        <translation>伺服器未能提交：%1</translation>
    </message>
    <message>
        <source>the team catalog has schema version %1, newer than this InferTCO understands (%2); update InferTCO</source>
        <translation>團隊目錄的結構版本為 %1，比此版本 InferTCO 能識別的版本 (%2) 更新；請更新 InferTCO</translation>
    </message>
    <message>
        <source>the database holds no team catalog (run infertco-cli team init first, or ask who runs the server for access to the schema infertco)</source>
        <translation>資料庫中沒有團隊目錄（請先執行 infertco-cli team init，或請伺服器管理員授予你存取模式 infertco 的權限）</translation>
    </message>
    <message>
        <source>the team catalog has schema version %1; run infertco-cli team init to bring it to version %2</source>
        <translation>團隊目錄的結構版本為 %1；請執行 infertco-cli team init 將其升級至版本 %2</translation>
    </message>
    <message>
        <source>there is no role &quot;%1&quot; on the server</source>
        <translation>伺服器上沒有角色「%1」</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a login role (a user)</source>
        <translation>「%1」不是登入角色（用戶）</translation>
    </message>
    <message>
        <source>another session holds a lock on the team catalog, and the server stopped waiting for it after %1 (lock_timeout); try again when it is done</source>
        <translation>另一個工作階段鎖住了團隊目錄，伺服器等待 %1 後停止等待（lock_timeout）；請待其完成後再試</translation>
    </message>
    <message>
        <source>the server stopped a statement that ran longer than %1 (statement_timeout); try again later</source>
        <translation>伺服器停止了一條執行超過 %1 的陳述式（statement_timeout）；請稍後再試</translation>
    </message>
    <message>
        <source>the database has a schema &quot;infertco&quot; that InferTCO did not create (it has no schema_version in infertco.meta); nothing was changed</source>
        <translation>資料庫中有一個不是 InferTCO 建立的結構 &quot;infertco&quot;（infertco.meta 中沒有 schema_version）；未有任何更改</translation>
    </message>
    <message>
        <source>column %1 is missing</source>
        <translation>缺少欄 %1</translation>
    </message>
    <message>
        <source>column %1 is %2, not %3</source>
        <translation>欄 %1 的類型是 %2，而不是 %3</translation>
    </message>
    <message>
        <source>column %1 may be empty (NOT NULL was dropped)</source>
        <translation>欄 %1 可以為空（NOT NULL 已被刪除）</translation>
    </message>
    <message>
        <source>trigger %1 is missing</source>
        <translation>缺少觸發器 %1</translation>
    </message>
    <message>
        <source>trigger %1 runs %2, not %3</source>
        <translation>觸發器 %1 執行的是 %2，而不是 %3</translation>
    </message>
    <message>
        <source>trigger %1 is disabled</source>
        <translation>觸發器 %1 已停用</translation>
    </message>
    <message>
        <source>table %1 has no row-level security</source>
        <translation>表 %1 沒有行級保安</translation>
    </message>
    <message>
        <source>the team catalog&apos;s schema (version %1) was changed by hand: %2; nothing was done (restore the schema from a backup, or have a superuser put it back)</source>
        <translation>團隊目錄的結構（版本 %1）曾被人手更改：%2；未有執行任何操作（請從備份還原結構，或請超級使用者將其改回）</translation>
    </message>
    <message>
        <source>the team catalog has schema version %1, newer than %2</source>
        <translation>團隊目錄的結構版本為 %1，比 %2 新</translation>
    </message>
    <message>
        <source>%1 may not create roles: team init needs a role with CREATEROLE (or a superuser) to create the team roles and the catalog&apos;s owner role; nothing was changed (a superuser can run: ALTER ROLE %1 CREATEROLE)</source>
        <translation>%1 不能建立角色：team init 需要具有 CREATEROLE 的角色（或超級使用者）來建立團隊角色和目錄的擁有者角色；未有任何更改（超級使用者可執行：ALTER ROLE %1 CREATEROLE）</translation>
    </message>
    <message>
        <source>cannot bring the team catalog from schema version %1 to %2: %3; nothing was changed</source>
        <translation>無法將團隊目錄由結構版本 %1 升級至 %2：%3；未有任何更改</translation>
    </message>
    <message>
        <source>%1 holds no team role on the catalog of the database %2 (an administrator of this catalog runs infertco-cli team grant)</source>
        <translation>%1 在資料庫 %2 的團隊目錄上沒有任何團隊角色（由此目錄的管理員執行 infertco-cli team grant）</translation>
    </message>
    <message>
        <source>only a member of infertco_admin on this catalog (database %1) may grant or revoke team roles; %2 is not one</source>
        <translation>只有此目錄（資料庫 %1）的 infertco_admin 成員才能授予或撤銷團隊角色；%2 不是</translation>
    </message>
    <message>
        <source>the server gave the row version %1 by %2, which its stamp trigger never gives: the team catalog&apos;s schema is damaged</source>
        <translation>伺服器給出的行版本為 %1、修改者為 %2，這是其 stamp 觸發器不會給出的：團隊目錄的結構已損壞</translation>
    </message>
</context>
<context>
    <name>infertco::TeamServerStorage</name>
    <message>
        <source>holds the team catalog only; scenarios stay in a document</source>
        <translation>只保存團隊目錄；情景保留在文件中</translation>
    </message>
    <message>
        <source>%1; nothing was written</source>
        <translation>%1；未寫入任何內容</translation>
    </message>
    <message>
        <source>was changed on the server by %1 at %2 to %3 (yours: %4); nothing was written</source>
        <translation>已由 %1 於 %2 在伺服器上改為 %3（您的值：%4）；未寫入任何內容</translation>
    </message>
    <message>
        <source>cannot be removed from the team catalog: a push never deletes a row; nothing was written</source>
        <translation>無法從團隊目錄中刪除：發佈從不刪除任何行；未寫入任何內容</translation>
    </message>
</context>
<context>
    <name>infertco::TeamSync</name>
    <message>
        <source>%1 %2: deleted on the server; kept here as a local-only row</source>
        <translation>%1 %2：已在伺服器上刪除；在此保留為僅限本機的行</translation>
    </message>
    <message>
        <source>deleted on the server since it was pulled</source>
        <translation>拉取後已在伺服器上刪除</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2：%3</translation>
    </message>
    <message>
        <source>%1 %2, field %3: local %4, server %5 (changed by %6 at %7)</source>
        <translation>%1 %2，欄位 %3：本機 %4，伺服器 %5（由 %6 於 %7 更改）</translation>
    </message>
    <message>
        <source>%1 %2: the server&apos;s row is invalid (%3); skipped, the document&apos;s copy is left as it is</source>
        <translation>%1 %2：伺服器上的行無效（%3）；已略過，文件中的副本保持不變</translation>
    </message>
    <message>
        <source>%1 %2: the server&apos;s row is invalid (%3); not pushed</source>
        <translation>%1 %2：伺服器上的行無效（%3）；未推送</translation>
    </message>
</context>
<context>
    <name>infertco::TeamText</name>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Server platform</source>
        <translation>伺服器平台</translation>
    </message>
    <message>
        <source>Rental offer</source>
        <translation>伺服器租用報價</translation>
    </message>
    <message>
        <source>Colocation offer</source>
        <translation>伺服器託管報價</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地區</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（無）</translation>
    </message>
</context>
<context>
    <name>infertco::UnknownFigures</name>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>at least %1 — %2</source>
        <extracomment>%1 is a total, %2 what is not known (&quot;rack fee unknown&quot;).</extracomment>
        <translation>至少 %1 — %2</translation>
    </message>
    <message>
        <source>%1 unknown</source>
        <extracomment>%1 names the figures that are not known (&quot;rack fee, idle power&quot;).</extracomment>
        <translation>%1未知</translation>
    </message>
</context>
<context>
    <name>infertco::Validator</name>
    <message>
        <source>is required</source>
        <translation>為必填項</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不得為負</translation>
    </message>
    <message>
        <source>must be greater than zero</source>
        <translation>必須大於 0</translation>
    </message>
    <message>
        <source>must be greater than 0 and at most 1</source>
        <translation>必須大於 0 且不大於 1</translation>
    </message>
    <message>
        <source>must be between 0 and 1</source>
        <translation>必須介於 0 與 1 之間</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a three-letter currency code such as HKD</source>
        <translation>&quot;%1&quot; 不是三個字母的貨幣代碼（如 HKD）</translation>
    </message>
    <message>
        <source>is used by more than one item</source>
        <translation>被多個條目重複使用</translation>
    </message>
    <message>
        <source>needs at least one precision (fp16, fp8, int8 or int4)</source>
        <translation>至少需要一種精度（fp16、fp8、int8 或 int4）</translation>
    </message>
    <message>
        <source>must not exceed tdp_w</source>
        <translation>不得超過 tdp_w</translation>
    </message>
    <message>
        <source>needs at least one accelerator class</source>
        <translation>至少需要一個加速卡類別</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a region of the catalog</source>
        <translation>&quot;%1&quot; 不是目錄中的地區</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an accelerator of the catalog</source>
        <translation>&quot;%1&quot; 不是目錄中的加速卡</translation>
    </message>
    <message>
        <source>is required (or hourly_price)</source>
        <translation>為必填項（或填寫 hourly_price）</translation>
    </message>
    <message>
        <source>must be greater than zero when power is billed per kW</source>
        <translation>電費按 kW 計費時必須大於 0</translation>
    </message>
    <message>
        <source>must be between 1 and 5</source>
        <translation>必須介於 1 與 5 之間</translation>
    </message>
    <message>
        <source>the rate of %1 must be greater than zero</source>
        <translation>%1 的匯率必須大於 0</translation>
    </message>
    <message>
        <source>must be between 1 and 240 months</source>
        <translation>必須介於 1 至 240 個月之間</translation>
    </message>
    <message>
        <source>must be between 0 and 1 (0.08 is 8% a year)</source>
        <translation>必須介於 0 與 1 之間（0.08 即每年 8%）</translation>
    </message>
    <message>
        <source>must be at least 0 and less than 1</source>
        <translation>必須不小於 0 且小於 1</translation>
    </message>
    <message>
        <source>must be between 0 and 10</source>
        <translation>必須介於 0 與 10 之間</translation>
    </message>
    <message>
        <source>must be greater than 0 and at most 100000 (billions of parameters)</source>
        <translation>必須大於 0 且不大於 100000（單位：十億參數）</translation>
    </message>
    <message>
        <source>must be between 0 and 366</source>
        <translation>必須介於 0 與 366 之間</translation>
    </message>
    <message>
        <source>has no exchange rate for %1 (needed by %2)</source>
        <translation>缺少 %1 的匯率（%2 需要用到）</translation>
    </message>
    <message>
        <source>scenario &quot;%1&quot; option %2 (&quot;%3&quot;)</source>
        <translation>情景 &quot;%1&quot; 方案 %2（&quot;%3&quot;）</translation>
    </message>
    <message>
        <source>is used by another option</source>
        <translation>已被另一個方案使用</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a rental offer of the catalog</source>
        <translation>&quot;%1&quot; 不是目錄中的租用報價</translation>
    </message>
    <message>
        <source>rental offer &quot;%1&quot; is for accelerator &quot;%2&quot;, not &quot;%3&quot;</source>
        <translation>租用報價 &quot;%1&quot; 對應的加速卡是 &quot;%2&quot;，而不是 &quot;%3&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server platform of the catalog</source>
        <translation>&quot;%1&quot; 不是目錄中的伺服器平台</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a colocation offer of the catalog</source>
        <translation>&quot;%1&quot; 不是目錄中的託管報價</translation>
    </message>
    <message>
        <source>platform &quot;%1&quot; has no price; enter a quote to compare buying it</source>
        <translation>平台 &quot;%1&quot; 沒有價格；請輸入報價，才能比較購置方案</translation>
    </message>
    <message>
        <source>accelerator &quot;%1&quot; has no price; enter a quote to compare buying it</source>
        <translation>加速卡 &quot;%1&quot; 沒有價格；請輸入報價，才能比較購置方案</translation>
    </message>
    <message>
        <source>is not a finite number; enter an ordinary number such as 80</source>
        <translation>不是有限數值；請輸入普通數字，例如 80</translation>
    </message>
    <message>
        <source>is %1 characters long; at most %2 are allowed</source>
        <translation>長度為 %1 個字元；最多容許 %2 個</translation>
    </message>
    <message>
        <source>%1… (%2 characters)</source>
        <translation>%1…（%2 個字元）</translation>
    </message>
    <message>
        <source>names a currency of %1 characters; a currency is a code such as USD</source>
        <translation>列出的貨幣長達 %1 個字元；貨幣應為 USD 這類代碼</translation>
    </message>
    <message>
        <source>must be greater than -1 (-0.2 is a fall of 20% a year)</source>
        <translation>必須大於 -1（-0.2 即每年下降 20%）</translation>
    </message>
    <message>
        <source>has more than 6 decimal places</source>
        <translation>小數位超過 6 位</translation>
    </message>
    <message>
        <source>has more than 100 years</source>
        <translation>超過 100 年</translation>
    </message>
    <message>
        <source>cannot be given together with owned.residual_fraction; give one of them</source>
        <translation>不能與 owned.residual_fraction 同時填寫；請只填其中一個</translation>
    </message>
    <message>
        <source>must be greater than -1 (0.5 is a growth of 50% a year)</source>
        <translation>必須大於 -1（0.5 即每年增長 50%）</translation>
    </message>
    <message>
        <source>cannot be given together with workload.demand; give one of them</source>
        <translation>不能與 workload.demand 同時填寫；請只填其中一個</translation>
    </message>
    <message>
        <source>the first step must start in month 1, not %1</source>
        <translation>第一個階段必須從第 1 個月開始，而不是第 %1 個月</translation>
    </message>
    <message>
        <source>step %1 starts in month %2; each step must start after the one before</source>
        <translation>第 %1 個階段從第 %2 個月開始；每個階段都必須遲於前一個階段開始</translation>
    </message>
    <message>
        <source>step %1 starts in month %2, after the %3-month horizon</source>
        <translation>第 %1 個階段從第 %2 個月開始，超出了 %3 個月的測算期</translation>
    </message>
    <message>
        <source>the peak of step %1 must be greater than zero</source>
        <translation>第 %1 個階段的峰值必須大於零</translation>
    </message>
    <message>
        <source>must be at least 1 for a hybrid option (0 owned servers is a rent option)</source>
        <translation>混合方案至少要有 1 部（0 部自有伺服器即為租用方案）</translation>
    </message>
    <message>
        <source>is required for a hybrid option</source>
        <translation>混合方案必須填寫</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>伺服器平台</translation>
    </message>
    <message>
        <source>rental offer</source>
        <translation>租用報價</translation>
    </message>
    <message>
        <source>colo offer</source>
        <translation>託管報價</translation>
    </message>
    <message>
        <source>region</source>
        <translation>地區</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>情景</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 2^63 - 1</source>
        <translation>必須是 0 至 2^63 - 1 之間的整數</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>必須是 %1 至 %2 之間的整數</translation>
    </message>
    <message>
        <source>is required with sizing &quot;p99&quot;: P99 sizing needs a time-to-first-token target</source>
        <translation>在 sizing 為 &quot;p99&quot; 時為必填項：P99 容量測算需要首 token 時延目標</translation>
    </message>
    <message>
        <source>must be at least 1 (1 is as random as poisson)</source>
        <translation>至少為 1（1 即與 poisson 同樣隨機）</translation>
    </message>
    <message>
        <source>names tensor-parallel size %1; the sizes are 2, 4 and 8</source>
        <translation>列出了張量並行規模 %1；規模只能是 2、4 和 8</translation>
    </message>
    <message>
        <source>names &quot;%1&quot;, which is not one of fp16, fp8, int8, int4</source>
        <translation>列出了 &quot;%1&quot;，它不是 fp16、fp8、int8、int4 之一</translation>
    </message>
    <message>
        <source>gives neither bw nor compute for %1</source>
        <translation>%1 既未給出 bw 也未給出 compute</translation>
    </message>
    <message>
        <source>must not contain spaces (&quot;%1&quot;)</source>
        <translation>不能包含空格（「%1」）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date such as 2026-03-28 or 2026-03</source>
        <translation>「%1」不是有效日期，例如 2026-03-28 或 2026-03</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number; give one fraction per year, separated by commas, such as 0.7, 0.5, 0.4</source>
        <translation>「%1」不是數字；請每年填一個比例，以逗號分隔，例如 0.7, 0.5, 0.4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an accelerator class; use datacenter_gpu, consumer_gpu, npu or inference_asic</source>
        <translation>「%1」不是加速卡類別；請使用 datacenter_gpu、consumer_gpu、npu 或 inference_asic</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a form factor; use sxm, oam, pcie or other</source>
        <translation>「%1」不是外形規格；請使用 sxm、oam、pcie 或 other</translation>
    </message>
    <message>
        <source>is used by more than one scenario</source>
        <translation>被多個情景重複使用</translation>
    </message>
    <message>
        <source>must be at least 0 and less than 1 (0.165 is 16.5%)</source>
        <translation>必須不小於 0 且小於 1（0.165 即 16.5%）</translation>
    </message>
    <message>
        <source>is required with ownership &quot;straight_line&quot;: the years over which the hardware is written off</source>
        <translation>在 ownership 為 &quot;straight_line&quot; 時必須填寫：硬件撇銷的年數</translation>
    </message>
    <message>
        <source>is only for ownership &quot;straight_line&quot;; an immediate write-off deducts the whole price in the month of purchase</source>
        <translation>只適用於 ownership &quot;straight_line&quot;；即時撇銷在購買當月扣除全部價格</translation>
    </message>
    <message>
        <source>is for colo and hybrid options; a rent option buys no hardware to finance</source>
        <translation>只適用於託管及混合方案；租用方案不購買硬件，無需融資</translation>
    </message>
    <message>
        <source>is only for a loan; a lease is paid in equal payments from the month of purchase</source>
        <translation>只適用於貸款；租賃由購買當月起按等額付款</translation>
    </message>
    <message>
        <source>is required with lengths &quot;log&quot;: name the request log whose lengths the simulation replays</source>
        <translation>lengths 為 &quot;log&quot; 時必填：請指定模擬重播其長度的請求日誌</translation>
    </message>
    <message>
        <source>is required with arrival &quot;log&quot;: name the request log whose arrivals the simulation replays</source>
        <translation>arrival 為 &quot;log&quot; 時必填：請指定模擬重播其到達時間的請求日誌</translation>
    </message>
    <message>
        <source>holds %1 requests; a log holds from 2 to 1,000,000</source>
        <translation>包含 %1 個請求；日誌須包含 2 至 1,000,000 個請求</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 2^53 - 1</source>
        <translation>必須是 0 至 2^53 - 1 之間的整數</translation>
    </message>
    <message>
        <source>is before the row above it; the rows must come in time order</source>
        <translation>早於上一行；各行必須按時間順序排列</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to 10,000,000</source>
        <translation>必須是 1 至 10,000,000 之間的整數</translation>
    </message>
    <message>
        <source>must be after the first row&apos;s time: a log spans some time</source>
        <translation>必須晚於第一行的時間：日誌須涵蓋一段時間</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a request log of the bundle</source>
        <translation>&quot;%1&quot; 不是此資料包中的請求日誌</translation>
    </message>
    <message>
        <source>is %1 months, shorter than the %2-month horizon; a lease must run to the horizon (the hardware goes back at its end)</source>
        <translation>為 %1 個月，短於 %2 個月的期限；租賃必須持續至期限完結（期滿時硬件歸還）</translation>
    </message>
    <message>
        <source>is implausibly large: it must be at most 10 (1,000% a year)</source>
        <translation>數值大得不合理：最多為 10（每年 1,000%）</translation>
    </message>
    <message>
        <source>the peak of step %1 is implausibly large: it must be below %2</source>
        <translation>第 %1 個階段的峰值大得不合理：必須小於 %2</translation>
    </message>
    <message>
        <source>is implausibly large: it must be below %1</source>
        <translation>數值大得不合理：必須小於 %1</translation>
    </message>
    <message>
        <source>is implausibly large: it must be below %1 in the item&apos;s currency</source>
        <translation>數值大得不合理：必須小於 %1（以該項的貨幣計）</translation>
    </message>
    <message>
        <source>is implausibly large: it must be at most %1</source>
        <translation>數值大得不合理：最多為 %1</translation>
    </message>
</context>
<context>
    <name>infertco::Workspace</name>
    <message>
        <source>could not be computed: %1</source>
        <translation>無法計算：%1</translation>
    </message>
    <message>
        <source>Import quotes from %1</source>
        <translation>從 %1 匯入報價</translation>
    </message>
    <message>
        <source>Import request log %1 from %2</source>
        <translation>從 %2 匯入請求日誌 %1</translation>
    </message>
</context>
<context>
    <name>infertco::XlsxExport</name>
    <message>
        <source>InferTCO: %1</source>
        <translation>InferTCO：%1</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>情景</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>貨幣</translation>
    </message>
    <message>
        <source>Horizon (months)</source>
        <translation>測算期（月）</translation>
    </message>
    <message>
        <source>Cheapest option</source>
        <translation>最便宜方案</translation>
    </message>
    <message>
        <source>no option is feasible</source>
        <translation>沒有可行方案</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>模式</translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Feasible</source>
        <translation>可行</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合計</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>淨現值</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百萬 token 成本</translation>
    </message>
    <message>
        <source>Why not feasible</source>
        <translation>不可行原因</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <source>no</source>
        <translation>否</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>回本點</translation>
    </message>
    <message>
        <source>Colocation option</source>
        <translation>託管方案</translation>
    </message>
    <message>
        <source>Rental option</source>
        <translation>租用方案</translation>
    </message>
    <message>
        <source>From month</source>
        <translation>起始月份</translation>
    </message>
    <message>
        <source>no colocation and rental option on the same accelerator</source>
        <translation>沒有使用同一加速卡的託管與租用方案</translation>
    </message>
    <message>
        <source>never within the horizon</source>
        <translation>測算期內不會出現</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建議</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>張量並行</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批次大小</translation>
    </message>
    <message>
        <source>Replica tokens/s</source>
        <translation>單副本 tokens/s</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本數</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速卡數</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>備用卡</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>伺服器數</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>機櫃數</translation>
    </message>
    <message>
        <source>Effective precision</source>
        <translation>實際精度</translation>
    </message>
    <message>
        <source>%1 on %2, in %3</source>
        <translation>%1 · %2 · 貨幣 %3</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累計</translation>
    </message>
    <message>
        <source>Check (SUM of the months)</source>
        <translation>核對（各月 SUM）</translation>
    </message>
    <message>
        <source>Exchange rates (value of one unit in %1)</source>
        <translation>匯率（每單位折合 %1）</translation>
    </message>
    <message>
        <source>Catalog items used</source>
        <translation>所用目錄條目</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>條目</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名稱</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>來源</translation>
    </message>
    <message>
        <source>Quote date</source>
        <translation>報價日期</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>備註</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>rental offer</source>
        <translation>租用報價</translation>
    </message>
    <message>
        <source>region</source>
        <translation>地區</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>伺服器平台</translation>
    </message>
    <message>
        <source>colo offer</source>
        <translation>託管報價</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>規模估算</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假設</translation>
    </message>
    <message>
        <source>Option %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation>無法寫入：%1</translation>
    </message>
    <message>
        <source>the workbook cannot be created</source>
        <translation>無法建立工作簿</translation>
    </message>
    <message>
        <source>the finished file cannot be moved into place</source>
        <translation>生成的檔案無法移動到目標位置</translation>
    </message>
    <message>
        <source>Owned servers</source>
        <translation>自有伺服器</translation>
    </message>
    <message>
        <source>Rented servers</source>
        <translation>租用伺服器</translation>
    </message>
    <message>
        <source>How the figures are computed</source>
        <translation>數字如何計算</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未設定</translation>
    </message>
    <message>
        <source>Residual value by year (owned.residual_by_year)</source>
        <translation>逐年殘值（owned.residual_by_year）</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Share of the purchase price</source>
        <translation>佔購買價格的比例</translation>
    </message>
    <message>
        <source>Demand steps (workload.demand)</source>
        <translation>需求階梯（workload.demand）</translation>
    </message>
    <message>
        <source>Peak output tokens/s</source>
        <translation>峰值輸出 token/秒</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>the finished file cannot be flushed to disk</source>
        <translation>完成的檔案無法寫入磁碟</translation>
    </message>
    <message>
        <source>P99 time to first token (ms)</source>
        <translation>P99 首 token 時延（毫秒）</translation>
    </message>
    <message>
        <source>Target time to first token (ms)</source>
        <translation>首 token 時延目標（毫秒）</translation>
    </message>
    <message>
        <source>P99 time per output token (ms)</source>
        <translation>P99 每個輸出 token 耗時（毫秒）</translation>
    </message>
    <message>
        <source>Target time per output token (ms)</source>
        <translation>每個輸出 token 耗時目標（毫秒）</translation>
    </message>
    <message>
        <source>Meets the P99 targets</source>
        <translation>達到 P99 目標</translation>
    </message>
    <message>
        <source>SLO capacity (tokens/s per replica)</source>
        <translation>SLO 容量（單副本 tokens/s）</translation>
    </message>
    <message>
        <source>Peak load (% of SLO capacity)</source>
        <translation>峰值負載（佔 SLO 容量的 %）</translation>
    </message>
    <message>
        <source>Decoding</source>
        <translation>解碼</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>預填充</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>受算力限制</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>受顯存頻寬限制</translation>
    </message>
    <message>
        <source>none: every feasible option lacks a figure</source>
        <translation>無：每個可行方案都缺少數據</translation>
    </message>
    <message>
        <source>Total after tax</source>
        <translation>稅後總額</translation>
    </message>
    <message>
        <source>NPV after tax</source>
        <translation>稅後淨現值</translation>
    </message>
    <message>
        <source>Cost per million tokens after tax</source>
        <translation>稅後每百萬 token 成本</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>What serving an AI inference workload costs over three years.</source>
        <translation>測算 AI 推理業務三年的成本。</translation>
    </message>
    <message>
        <source>An InferTCO document to open.</source>
        <translation>要開啟的 InferTCO 文件。</translation>
    </message>
    <message>
        <source>The demo document to copy and open on first start.</source>
        <translation>首次啟動時複製並開啟的示範文件。</translation>
    </message>
</context>
</TS>
