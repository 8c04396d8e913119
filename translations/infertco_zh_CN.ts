<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>文件夹</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>驱动器</translation>
    </message>
</context>
<context>
    <name>infertco::AcceleratorTableModel</name>
    <message>
        <source>Datacenter GPU</source>
        <translation>数据中心 GPU</translation>
    </message>
    <message>
        <source>Consumer GPU</source>
        <translation>消费级显卡</translation>
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
        <translation>按规模的 TP 效率</translation>
    </message>
    <message>
        <source>tensor-parallel efficiency by size</source>
        <translation>按规模的张量并行效率</translation>
    </message>
    <message>
        <source>Tensor-parallel efficiency measured at 2, 4 or 8 cards; a size not listed takes TP eff. Read-only here: edit it in a bundle and import it.</source>
        <translation>在 2、4 或 8 张卡上实测的张量并行效率；未列出的规模使用 TP 效率。此处只读：请在数据包中编辑后导入。</translation>
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
        <translation>在某一精度下实测的带宽（bw）和算力（compute）效率；在该精度下取代带宽效率和算力效率。此处只读：请在数据包中编辑后导入。</translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation>未注明</translation>
    </message>
</context>
<context>
    <name>infertco::AdviceView</name>
    <message>
        <source>Cannot serve this workload:</source>
        <translation>无法承载该工作负载：</translation>
    </message>
    <message>
        <source>Nothing to watch out for.</source>
        <translation>没有需要注意的事项。</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡点</translation>
    </message>
    <message>
        <source>Plan search</source>
        <translation>方案搜索</translation>
    </message>
</context>
<context>
    <name>infertco::Advisor</name>
    <message numerus="yes">
        <source>Memory is tight: at tensor-parallel size %1 only %n sequence(s) fit in memory at once, so long prompts or traffic bursts will queue. Consider a card with more memory or a lower-precision model.</source>
        <translation>
            <numerusform>显存紧张：张量并行度为 %1 时，显存一次只能容纳 %n 个序列，长提示词或突发流量将需要排队。建议选用显存更大的卡，或改用更低精度的模型。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 does not support %2, so the model runs in %3: it needs more memory and runs slower than planned, and the model must be converted to %3.</source>
        <translation>%1 不支持 %2，模型将以 %3 运行：所需显存更多、速度低于预期，且模型须转换为 %3。</translation>
    </message>
    <message>
        <source>The model changes %1 times a year: on %2 every new model must be ported and requantized for the vendor&apos;s toolchain, which takes engineering days each time. NPUs and inference ASICs suit models that stay stable.</source>
        <translation>模型每年更新 %1 次：在 %2 上，每个新模型都须针对厂商工具链重新移植和量化，每次都要耗费若干工程师人天。NPU 和推理 ASIC 更适合相对稳定的模型。</translation>
    </message>
    <message>
        <source>The workload needs isolation between tenants, but %1 cannot be partitioned (no MIG-like isolation): tenants would share whole cards or need cards of their own.</source>
        <translation>该工作负载要求租户间隔离，但 %1 无法分区（没有类似 MIG 的隔离功能）：租户只能共用整张卡，或各自独占卡。</translation>
    </message>
    <message>
        <source>Consumer cards split one model over %1 cards through PCIe, without NVLink: real throughput is often well below the estimate. Test before you buy.</source>
        <translation>消费级显卡需通过 PCIe（无 NVLink）将一个模型拆分到 %1 张卡上：实际吞吐量往往远低于估算值。请先测试再采购。</translation>
    </message>
    <message>
        <source>One copy of the model needs %1 cards but a server holds fewer, so each copy spans servers over the network: expect lower throughput and higher latency.</source>
        <translation>每个模型副本需要 %1 张卡，但单台服务器装不下，因此每个副本须经网络跨服务器部署：吞吐量会更低、延迟会更高。</translation>
    </message>
    <message>
        <source>The workload has dynamic shapes (varying prompt lengths or batch sizes): %1 compiles for fixed shapes and loses efficiency with them.</source>
        <translation>该工作负载为动态形状（提示词长度或批大小不固定）：%1 按固定形状编译，遇到动态形状时效率会下降。</translation>
    </message>
    <message>
        <source>The rental&apos;s minimum term is %1 months, longer than the %2-month horizon: you would pay for months you do not use.</source>
        <translation>该租用方案的最短租期为 %1 个月，长于 %2 个月的测算期：您需为用不到的月份付费。</translation>
    </message>
    <message numerus="yes">
        <source>The rental&apos;s %1-month minimum term keeps %2 server-month(s) committed after month %3, the end of the horizon, costing %4 at month %3&apos;s price: neither the months nor their cost are counted in the totals.</source>
        <translation>
            <numerusform>该租用方案 %1 个月的最短租期使测算期结束（第 %3 个月）之后仍有 %2 个服务器·月的租用承诺，按第 %3 个月的价格计为 %4：这些月份及其费用均未计入总额。</numerusform>
        </translation>
    </message>
    <message>
        <source>the card %1</source>
        <translation>加速卡 %1</translation>
    </message>
    <message>
        <source>the server %1</source>
        <translation>服务器 %1</translation>
    </message>
    <message>
        <source>the colocation offer %1</source>
        <translation>服务器托管报价 %1</translation>
    </message>
    <message>
        <source>the rental offer %1</source>
        <translation>服务器租用报价 %1</translation>
    </message>
    <message>
        <source>The price of %1 is marked as an example, not a quote from a seller: replace it with a real quote before you rely on the totals.</source>
        <translation>%1 的价格标注为示例，并非卖方的报价：请先换成真实报价，再依据总额做决定。</translation>
    </message>
    <message>
        <source>The team works from %1, but %2 is in %3: users near the team see higher latency, and data kept in %3 falls under that region&apos;s data-residency and privacy rules. Check both before you sign.</source>
        <translation>团队位于 %1，但 %2 位于 %3：团队附近的用户会遇到更高的延迟，且存放在 %3 的数据须遵守当地的数据驻留和隐私规定。签约前请确认这两点。</translation>
    </message>
    <message>
        <source>%1 is export-controlled: using it in %2 needs a US export licence (the US Export Administration Regulations treat Hong Kong and Macau like mainland China). Make sure the seller or provider holds one, or the hardware may not be delivered or may have to be withdrawn.</source>
        <translation>%1 受出口管制：在 %2 使用需要美国出口许可证（美国《出口管理条例》将香港和澳门视同中国内地）。请确认卖方或服务商持有许可证，否则硬件可能无法交付或被迫撤回。</translation>
    </message>
    <message>
        <source>%1 is a consumer card: the GeForce driver licence excludes deployment in a datacenter (other vendors&apos; consumer drivers carry similar terms), so running it in colocation or renting it from a cloud provider breaks that licence. Keep consumer cards for a proof of concept on your own premises, or choose a datacenter card.</source>
        <translation>%1 是消费级显卡：GeForce 驱动程序许可协议不允许在数据中心部署（其他厂商的消费级驱动也有类似条款），因此放在托管机房或向云服务商租用都违反该许可。消费级显卡宜用于自有场地的概念验证，否则请选择数据中心级加速卡。</translation>
    </message>
    <message>
        <source>The server %1 is sold with all %2 slots filled: at its largest the fleet installs %3 accelerators but the replicas need only %4, so %5 sit idle while they are paid for, powered and maintained. A platform with fewer slots, or a plan that uses every card, costs less.</source>
        <translation>服务器 %1 出售时 %2 个插槽全部装满：规模最大时共装有 %3 张加速卡，而模型副本只需 %4 张，因此有 %5 张闲置，却仍要购买、供电和维护。选用插槽更少的平台，或让每张卡都得到使用的方案，成本更低。</translation>
    </message>
    <message numerus="yes">
        <source>Servers are rented on top of the %n owned server(s) in %1 of the %2 months: the owned base is too small for most of the horizon. Consider owning more servers, and compare the totals.</source>
        <translation>
            <numerusform>在 %2 个月中有 %1 个月需要在自有的 %n 台服务器之外另行租用服务器：自有部分在测算期的大部分时间都不够用。请考虑购置更多服务器，并比较总额。</numerusform>
        </translation>
    </message>
    <message>
        <source>Against %1, this option breaks even in month %2 only through the %3 resale value of the hardware in month %4: without selling the hardware it does not pay back within the %4-month horizon.</source>
        <translation>与 %1 相比，本方案在第 %2 个月达到盈亏平衡点，完全依靠第 %4 个月硬件 %3 的残值：若不出售硬件，在 %4 个月的测算期内无法回本。</translation>
    </message>
    <message>
        <source>the P99 time to first token is %1 ms against a %2 ms target</source>
        <translation>P99 首 token 时延为 %1 ms，目标为 %2 ms</translation>
    </message>
    <message>
        <source>the P99 time per output token is %1 ms against a %2 ms target</source>
        <translation>P99 每个输出 token 耗时为 %1 ms，目标为 %2 ms</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message numerus="yes">
        <source>Sized by averages, %1 at the peak-month load; P99 sizing needs %n more replica(s).</source>
        <translation>
            <numerusform>按平均值测算容量时，在峰值月负载下，%1。按 P99 测算还需要增加 %n 个副本。</numerusform>
        </translation>
    </message>
    <message>
        <source>Sized by averages, %1 at the peak-month load, and no load at this tensor-parallel size meets the P99 targets.</source>
        <translation>按平均值测算容量时，在峰值月负载下，%1；而且在此张量并行规模下，任何负载都达不到 P99 目标。</translation>
    </message>
    <message>
        <source>At the peak-month load each replica runs at %1% of the load at which its P99 targets still hold: above 85%, queues grow steeply with every extra request.</source>
        <translation>在峰值月负载下，每个副本的负载达到仍能满足 P99 目标的负载的 %1%：超过 85% 后，每多一个请求，排队都会急剧增长。</translation>
    </message>
    <message>
        <source>Decoding is compute-bound (%1 FLOP per byte against the card&apos;s ridge of %2): peak TFLOPS sets its speed.</source>
        <translation>解码受算力限制（每字节 %1 次浮点运算，而该卡的拐点为 %2）：其速度取决于峰值 TFLOPS。</translation>
    </message>
    <message>
        <source>Decoding is memory-bound: it does %1 times fewer operations per byte than the card could, so memory bandwidth, not peak TFLOPS, sets its speed.</source>
        <translation>解码受显存带宽限制：它每字节的运算量仅为该卡所能达到的 1/%1，因此其速度取决于显存带宽，而非峰值 TFLOPS。</translation>
    </message>
    <message>
        <source>Decoding is memory-bound: memory bandwidth, not peak TFLOPS, sets its speed.</source>
        <translation>解码受显存带宽限制：其速度取决于显存带宽，而非峰值 TFLOPS。</translation>
    </message>
    <message>
        <source>Prefill is compute-bound: peak TFLOPS sets the time to first token.</source>
        <translation>预填充受算力限制：首 token 时延取决于峰值 TFLOPS。</translation>
    </message>
    <message>
        <source>Prefill is memory-bound: memory bandwidth sets the time to first token.</source>
        <translation>预填充受显存带宽限制：首 token 时延取决于显存带宽。</translation>
    </message>
    <message>
        <source>The price of %1 names no source and no quote date: nobody can check where or when it was quoted. Get a dated quote from a seller before you rely on the totals.</source>
        <translation>%1 的价格既没有来源也没有报价日期：无法核实它从何而来、何时报价。请先向卖方取得注明日期的报价，再依赖这些总额。</translation>
    </message>
    <message>
        <source>%1 is a PRC-designed advanced-computing chip: the US BIS guidance of 13 May 2025 presumes such chips (it names the Ascend 910B, 910C and 910D) subject to General Prohibition 10, so buying, using or financing it without BIS authorisation may violate the US Export Administration Regulations, in %2 as anywhere and for non-US companies too. No seller&apos;s licence covers you: ask your counsel before you sign.</source>
        <translation>%1 是中国设计的先进计算芯片：美国工业与安全局（BIS）2025 年 5 月 13 日的指引推定此类芯片（点名昇腾 910B、910C 和 910D）受第十号一般禁令（General Prohibition 10）约束，未经 BIS 授权购买、使用或为其融资都可能违反美国《出口管理条例》，在 %2 与在其他地方一样，非美国公司亦然。卖方的许可证无法为您免责：签约前请咨询法律顾问。</translation>
    </message>
    <message>
        <source>The price of %1 comes from a quote dated %2, more than %4 months before %3: hardware and rental prices move quickly, so ask for a current quote before you decide.</source>
        <translation>%1 的价格来自 %2 的报价，距 %3 已超过 %4 个月：硬件和租用价格变化很快，请在决定前索取最新报价。</translation>
    </message>
    <message>
        <source>The server %1 has no typical power draw (base_w is empty), so its host power counts as 0 W and power, cooling and racks come out too low. Enter the server&apos;s typical draw from its specification sheet.</source>
        <translation>服务器 %1 没有填写典型功耗（base_w 为空），其主机功耗按 0 W 计算，电费、制冷和机柜数都会偏低。请按服务器规格书填写典型功耗。</translation>
    </message>
    <message>
        <source>%1 has no idle power (idle_w is empty), so the cards count as drawing nothing when idle and power and cooling come out too low. Enter the card&apos;s idle draw from its specification or a measurement.</source>
        <translation>%1 没有填写空闲功耗（idle_w 为空），卡在空闲时按不耗电计算，电费和制冷都会偏低。请按规格书或实测值填写该卡的空闲功耗。</translation>
    </message>
    <message>
        <source>The colocation offer %1 has no rack fee and no per-U fee (both empty), so rack space counts as nothing and this option looks cheaper than it is. Enter the provider&apos;s quote.</source>
        <translation>托管报价 %1 没有机柜费，也没有按 U 计费（两者皆为空），因此机位空间按零计算，本方案看起来比实际便宜。请填入服务商的报价。</translation>
    </message>
    <message>
        <source>The colocation offer %1 bills power per kW but has no price per kW (empty), so power counts as nothing and this option looks cheaper than it is. Enter the provider&apos;s quote.</source>
        <translation>托管报价 %1 按千瓦计收电费，但没有填写每千瓦价格（为空），因此电费按零计算，本方案看起来比实际便宜。请填入服务商的报价。</translation>
    </message>
</context>
<context>
    <name>infertco::AnalysisCommands</name>
    <message>
        <source>%1 needs two option names</source>
        <translation>%1 需要两个方案名称</translation>
    </message>
    <message>
        <source>expected exactly one INPUT, got %1</source>
        <translation>应当只有一个 INPUT，实际为 %1 个</translation>
    </message>
    <message>
        <source>--range expects DRIVER=LOW:HIGH or DRIVER=LOW:MOST_LIKELY:HIGH with DRIVER one of %1, not &quot;%2&quot;</source>
        <translation>--range 的格式应为 DRIVER=LOW:HIGH 或 DRIVER=LOW:MOST_LIKELY:HIGH，DRIVER 取 %1 之一，而不是“%2”</translation>
    </message>
    <message>
        <source>--range %1: &quot;%2&quot; is not a number: %3</source>
        <translation>--range %1：“%2”不是数字：%3</translation>
    </message>
    <message>
        <source>--range %1: give LOW:HIGH or LOW:MOST_LIKELY:HIGH</source>
        <translation>--range %1：请给出 LOW:HIGH 或 LOW:MOST_LIKELY:HIGH</translation>
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
        <translation>场景“%1”</translation>
    </message>
    <message>
        <source>has no scenario</source>
        <translation>没有场景</translation>
    </message>
    <message>
        <source>--measure must be total or npv, not &quot;%1&quot;</source>
        <translation>--measure 必须是 total 或 npv，而不是“%1”</translation>
    </message>
    <message>
        <source>has no option named &quot;%1&quot;</source>
        <translation>没有名为“%1”的方案</translation>
    </message>
    <message>
        <source>needs at least two feasible options to compare</source>
        <translation>至少需要两个可行方案才能比较</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to %1, not &quot;%2&quot;</source>
        <translation>--seed 必须是 0 到 %1 之间的整数，而不是“%2”</translation>
    </message>
    <message>
        <source>--draws must be a whole number from 1 to %1, not &quot;%2&quot;</source>
        <translation>--draws 必须是 1 到 %1 之间的整数，而不是“%2”</translation>
    </message>
    <message>
        <source>--threads must be a whole number from 1 to 256, not &quot;%1&quot;</source>
        <translation>--threads 必须是 1 到 256 之间的整数，而不是“%1”</translation>
    </message>
</context>
<context>
    <name>infertco::AnalysisFormat</name>
    <message>
        <source>Sensitivity of the %1, scenario %2, in %3
</source>
        <translation>%1的敏感性分析，场景 %2，币种 %3
</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>净现值</translation>
    </message>
    <message>
        <source>total cost</source>
        <translation>总成本</translation>
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
        <translation>按场景取值时 A − B：%1

</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>驱动因素</translation>
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
        <translation>低值时 A − B</translation>
    </message>
    <message>
        <source>A − B at high</source>
        <translation>高值时 A − B</translation>
    </message>
    <message>
        <source>Swing</source>
        <translation>摆幅</translation>
    </message>
    <message>
        <source>No single driver within its range changes which option is cheaper.
</source>
        <translation>在各自范围内，没有任何单个驱动因素会改变哪个方案更便宜。
</translation>
    </message>
    <message>
        <source>Where the choice flips:
  </source>
        <translation>选择发生翻转的位置：
  </translation>
    </message>
    <message>
        <source>Totals are simulated in double precision and rounded to the cent; options that no varying driver moves, and zero-width ranges, use the exact ledger.</source>
        <translation>总额以双精度模拟并四舍五入到分；不受任何变动驱动因素影响的方案，以及范围宽度为零的驱动因素，使用精确账本计算。</translation>
    </message>
    <message>
        <source>Monte Carlo, scenario %1, in %2: %3 draws, seed %4
</source>
        <translation>蒙特卡洛模拟，场景 %1，币种 %2：抽样 %3 次，随机种子 %4
</translation>
    </message>
    <message>
        <source>%1 %2 / %3 / %4</source>
        <translation>%1 %2 / %3 / %4</translation>
    </message>
    <message>
        <source>Drivers drawn (low / most likely / high):
  </source>
        <translation>抽样的驱动因素（低值 / 最可能值 / 高值）：
  </translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
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
        <translation>  无法承载该工作负载：%1</translation>
    </message>
</context>
<context>
    <name>infertco::BreakEvenText</name>
    <message>
        <source>%1 costs more than %2 through the whole %3-month horizon.</source>
        <translation>在整个 %3 个月的测算期内，%1 的成本始终高于 %2。</translation>
    </message>
    <message>
        <source>%1 pays back against %2 from month %3 only through the %4 resale value at the end: without selling the hardware it does not pay back within the %5-month horizon.</source>
        <translation>相对于 %2，%1 从第 %3 个月起回本，但完全依靠期末 %4 的残值：若不出售硬件，在 %5 个月的测算期内无法回本。</translation>
    </message>
    <message>
        <source>%1 costs no more than %2 from the start.</source>
        <translation>%1 从一开始就不比 %2 贵。</translation>
    </message>
    <message>
        <source>%1 pays back against %2 from month %3 (from month %4 without the resale value).</source>
        <translation>相对于 %2，%1 从第 %3 个月起回本（不计残值则从第 %4 个月起）。</translation>
    </message>
    <message>
        <source>%1 pays back against %2 from month %3.</source>
        <translation>相对于 %2，%1 从第 %3 个月起回本。</translation>
    </message>
</context>
<context>
    <name>infertco::BundleReader</name>
    <message>
        <source>is required</source>
        <translation>为必填项</translation>
    </message>
    <message>
        <source>must be a text string</source>
        <translation>必须是文本字符串</translation>
    </message>
    <message>
        <source>must be a number or a decimal string such as &quot;0.8&quot;</source>
        <translation>必须是数字或小数字符串，例如 &quot;0.8&quot;</translation>
    </message>
    <message>
        <source>must be a number</source>
        <translation>必须是数字</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必须是整数</translation>
    </message>
    <message>
        <source>must be true or false</source>
        <translation>必须是 true 或 false</translation>
    </message>
    <message>
        <source>must be an object</source>
        <translation>必须是对象</translation>
    </message>
    <message>
        <source>must be a list</source>
        <translation>必须是列表</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of %2</source>
        <translation>&quot;%1&quot; 不是 %2 之一</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an accelerator class</source>
        <translation>&quot;%1&quot; 不是有效的加速卡类别</translation>
    </message>
    <message>
        <source>%1 option %2</source>
        <translation>%1，方案 %2</translation>
    </message>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message>
        <source>the bundle</source>
        <translation>数据包</translation>
    </message>
    <message>
        <source>is not valid JSON (%1 at %2)</source>
        <translation>不是有效的 JSON（%2：%1）</translation>
    </message>
    <message>
        <source>must be a JSON object with &quot;format&quot;: &quot;infertco-bundle&quot;</source>
        <translation>必须是包含 &quot;format&quot;: &quot;infertco-bundle&quot; 的 JSON 对象</translation>
    </message>
    <message>
        <source>must be &quot;infertco-bundle&quot;; this is not an InferTCO bundle</source>
        <translation>必须是 &quot;infertco-bundle&quot;；这不是 InferTCO 数据包</translation>
    </message>
    <message>
        <source>is %1, made by a newer InferTCO; this version reads up to %2</source>
        <translation>为 %1，由更新版本的 InferTCO 生成；本版本最高只能读取 %2</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>is too large to be a bundle</source>
        <translation>文件过大，不可能是数据包</translation>
    </message>
    <message>
        <source>is not a finite number; enter an ordinary number such as 80</source>
        <translation>不是有限数值；请输入普通数字，例如 80</translation>
    </message>
    <message>
        <source>is given twice in the same object (the second time at %1); give each key once</source>
        <translation>在同一对象中出现了两次（第二次在 %1）；每个键只能出现一次</translation>
    </message>
    <message>
        <source>must hold at least one year</source>
        <translation>至少要有一年</translation>
    </message>
    <message>
        <source>must hold at least one step</source>
        <translation>至少要有一个阶段</translation>
    </message>
    <message>
        <source>must be a whole number, or a string of digits</source>
        <translation>必须是整数或数字字符串</translation>
    </message>
    <message>
        <source>names &quot;%1&quot;, which is not a tensor-parallel size (2, 4 or 8)</source>
        <translation>列出了 &quot;%1&quot;，它不是张量并行规模（2、4 或 8）</translation>
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
        <translation>非文本值</translation>
    </message>
    <message>
        <source>must be [t_us, prompt_tokens, output_tokens]</source>
        <translation>必须是 [t_us, prompt_tokens, output_tokens]</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 2^53 - 1</source>
        <translation>必须是 0 至 2^53 - 1 之间的整数</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to 10,000,000</source>
        <translation>必须是 1 至 10,000,000 之间的整数</translation>
    </message>
    <message>
        <source>must be 1, 2, 3 or 4</source>
        <translation>必须是 1、2、3 或 4</translation>
    </message>
</context>
<context>
    <name>infertco::BundleScan</name>
    <message>
        <source>line %1, column %2</source>
        <translation>第 %1 行第 %2 列</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>加速器</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>服务器平台</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>demand step</source>
        <translation>需求阶段</translation>
    </message>
    <message>
        <source>scenario option</source>
        <translation>场景方案</translation>
    </message>
    <message>
        <source>the bundle</source>
        <translation>数据包</translation>
    </message>
    <message>
        <source>rental offer</source>
        <translation>租用报价</translation>
    </message>
    <message>
        <source>colo offer</source>
        <translation>托管报价</translation>
    </message>
    <message>
        <source>region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>%1 at %2; text must be valid Unicode without NUL</source>
        <translation>%2 处有%1；文本必须是有效的 Unicode，且不含 NUL</translation>
    </message>
    <message>
        <source>a NUL byte</source>
        <translation>一个 NUL 字节</translation>
    </message>
    <message>
        <source>a byte that is not UTF-8 (0x%1)</source>
        <translation>一个不是 UTF-8 的字节（0x%1）</translation>
    </message>
    <message>
        <source>&quot;\u0000&quot;, a NUL character,</source>
        <translation>“\u0000”，即 NUL 字符</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, the first half of a surrogate pair without its second half,</source>
        <translation>“%1”，即缺少后半部分的代理对前半部分</translation>
    </message>
    <message>
        <source>&quot;%1&quot;, the second half of a surrogate pair without its first half,</source>
        <translation>“%1”，即缺少前半部分的代理对后半部分</translation>
    </message>
    <message>
        <source>is not a field InferTCO knows, so it was ignored</source>
        <translation>不是 InferTCO 认识的字段，已被忽略</translation>
    </message>
    <message>
        <source>is not a field InferTCO knows, so it was ignored (in 1 item)</source>
        <translation>不是 InferTCO 认识的字段，已被忽略（见于 1 个条目）</translation>
    </message>
    <message>
        <source>is not a field InferTCO knows, so it was ignored (in %1 items)</source>
        <translation>不是 InferTCO 认识的字段，已被忽略（见于 %1 个条目）</translation>
    </message>
    <message>
        <source>; did you mean %1?</source>
        <translation>；是否想输入 %1？</translation>
    </message>
    <message>
        <source>request log</source>
        <translation>请求日志</translation>
    </message>
</context>
<context>
    <name>infertco::BundleStorage</name>
    <message>
        <source>keeps no team catalog bases</source>
        <translation>不保存团队目录的基准版本</translation>
    </message>
    <message>
        <source>cannot be saved under another name</source>
        <translation>无法另存为其他名称</translation>
    </message>
</context>
<context>
    <name>infertco::BundleTableModel</name>
    <message>
        <source>Not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of the choices offered here</source>
        <translation>“%1”不是此处提供的选项之一</translation>
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
        <translation>复制%1</translation>
    </message>
    <message>
        <source>Duplicate %1 %2</source>
        <translation>复制%1 %2</translation>
    </message>
    <message>
        <source>Remove %1</source>
        <translation>删除%1</translation>
    </message>
    <message>
        <source>Remove %1 %2</source>
        <translation>删除%1 %2</translation>
    </message>
    <message>
        <source>No quote date: the figures&apos; age is unknown.</source>
        <translation>没有报价日期：无法判断这些数据的时效。</translation>
    </message>
    <message>
        <source>Quoted %1, %2 months ago: prices may have changed; ask for a new quote.</source>
        <translation>报价于 %1，已过去 %2 个月：价格可能已变动，请重新询价。</translation>
    </message>
    <message>
        <source>Quoted %1</source>
        <translation>报价于 %1</translation>
    </message>
    <message>
        <source>Quoted %1, %2 months ago</source>
        <translation>报价于 %1，%2 个月前</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot;</source>
        <comment>item kind, item name</comment>
        <translation>%1“%2”</translation>
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
        <translation>%1 个提示词元和 %2 个输出词元的请求放不进此场景模型在 %3 × %4 上的一个副本（其 KV 缓存容纳 %5 个词元）：该运行不属于此场景的模型和规模</translation>
    </message>
    <message>
        <source>accelerator &quot;%1&quot;</source>
        <translation>加速卡“%1”</translation>
    </message>
    <message>
        <source>supports neither the scenario&apos;s precision nor its fallback</source>
        <translation>既不支持场景的精度，也不支持其回退精度</translation>
    </message>
    <message>
        <source>no measured run to calibrate on</source>
        <translation>没有可用于校准的实测运行</translation>
    </message>
    <message>
        <source>a tensor-parallel size is 1, 2, 4 or 8, not %1</source>
        <translation>张量并行规模须为 1、2、4 或 8，而不是 %1</translation>
    </message>
    <message>
        <source>is %1: the runs at tensor-parallel size %2 are beyond it</source>
        <translation>为 %1：张量并行规模 %2 的运行超出了它</translation>
    </message>
    <message>
        <source>%1: burstiness above 1 (arrivals smoother than Poisson) is simulated as Poisson arrivals</source>
        <translation>%1：突发度大于 1（到达比泊松更平稳）按泊松到达模拟</translation>
    </message>
    <message>
        <source>%1: simulated with its %2 per-request lengths, the requests taking them in turn (means %3 prompt and %4 output tokens)</source>
        <translation>%1：按其 %2 个逐请求长度模拟，各请求依次取用（平均提示 %3 个、输出 %4 个词元）</translation>
    </message>
</context>
<context>
    <name>infertco::CalibrationDialog</name>
    <message>
        <source>Calibrate from Measured Runs</source>
        <translation>根据实测运行校准</translation>
    </message>
    <message>
        <source>Measured on</source>
        <translation>测量所用加速卡</translation>
    </message>
    <message>
        <source>Tensor-parallel size</source>
        <translation>张量并行规模</translation>
    </message>
    <message>
        <source>Run files (vllm bench serve --save-result JSON, or a CSV of runs):</source>
        <translation>运行文件（vllm bench serve --save-result 的 JSON，或运行的 CSV）：</translation>
    </message>
    <message>
        <source>Add &amp;Files…</source>
        <translation>添加文件(&amp;F)…</translation>
    </message>
    <message>
        <source>C&amp;lear</source>
        <translation>清除(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Calibrate</source>
        <translation>校准(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Add Calibrated Card</source>
        <translation>添加校准后的卡(&amp;A)</translation>
    </message>
    <message>
        <source>Add the run files of your pilot, then calibrate.</source>
        <translation>请添加试点的运行文件，然后校准。</translation>
    </message>
    <message>
        <source>Add Run Files</source>
        <translation>添加运行文件</translation>
    </message>
    <message>
        <source>Benchmark results (*.json *.csv)</source>
        <translation>基准测试结果 (*.json *.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n run(s))</source>
        <translation>
            <numerusform>%1（%n 次运行）</numerusform>
        </translation>
    </message>
    <message>
        <source>Not added: %1</source>
        <translation>未添加：%1</translation>
    </message>
    <message numerus="yes">
        <source>%n run(s) to calibrate on.</source>
        <translation>
            <numerusform>共 %n 次运行可用于校准。</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose a scenario and a card first.</source>
        <translation>请先选择场景和加速卡。</translation>
    </message>
    <message>
        <source>Calibrating…</source>
        <translation>正在校准…</translation>
    </message>
    <message>
        <source>Not calibrated: %1</source>
        <translation>未校准：%1</translation>
    </message>
    <message>
        <source>After calibration, TTFT is within ±25 % on %1 of %2 runs and TPOT within ±10 % on %3.</source>
        <translation>校准后，%2 次运行中有 %1 次 TTFT 在 ±25 % 以内，%3 次 TPOT 在 ±10 % 以内。</translation>
    </message>
    <message>
        <source>Fitted at %1: bandwidth efficiency %2, compute efficiency %3</source>
        <translation>在 %1 下拟合：带宽效率 %2，算力效率 %3</translation>
    </message>
    <message>
        <source>, tensor-parallel efficiency %1</source>
        <translation>，张量并行效率 %1</translation>
    </message>
    <message>
        <source>, sequence overhead %1 ms, request overhead %2 ms</source>
        <translation>，每序列开销 %1 ms，每请求开销 %2 ms</translation>
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
        <translation>%1 ms：模型值对实测值</translation>
    </message>
    <message>
        <source>before</source>
        <translation>校准前</translation>
    </message>
    <message>
        <source>after</source>
        <translation>校准后</translation>
    </message>
    <message>
        <source>modelled = measured</source>
        <translation>模型值 = 实测值</translation>
    </message>
    <message>
        <source>measured</source>
        <translation>实测</translation>
    </message>
    <message>
        <source>modelled</source>
        <translation>模型</translation>
    </message>
    <message>
        <source>Add Calibrated Card %1</source>
        <translation>添加校准后的卡 %1</translation>
    </message>
    <message>
        <source>Nothing was added: %1</source>
        <translation>未添加任何内容：%1</translation>
    </message>
    <message>
        <source>Added the card &quot;%1&quot; beside &quot;%2&quot;.</source>
        <translation>已在“%2”旁添加卡“%1”。</translation>
    </message>
    <message>
        <source>, all-reduce %1 µs per layer and step</source>
        <translation>，全归约每层每步 %1 µs</translation>
    </message>
</context>
<context>
    <name>infertco::CalibrationFormat</name>
    <message>
        <source>Calibrated %1 from %2 at %3, tensor-parallel size %4, on %5 run
</source>
        <translation>已由 %2 校准出 %1，精度 %3，张量并行规模 %4，基于 %5 次运行
</translation>
    </message>
    <message>
        <source>Calibrated %1 from %2 at %3, tensor-parallel size %4, on %5 runs
</source>
        <translation>已由 %2 校准出 %1，精度 %3，张量并行规模 %4，基于 %5 次运行
</translation>
    </message>
    <message>
        <source>Factor</source>
        <translation>系数</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>校准前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>校准后</translation>
    </message>
    <message>
        <source>Bandwidth efficiency (%1)</source>
        <translation>带宽效率（%1）</translation>
    </message>
    <message>
        <source>Compute efficiency (%1)</source>
        <translation>算力效率（%1）</translation>
    </message>
    <message>
        <source>Tensor-parallel efficiency at %1</source>
        <translation>张量并行 %1 时的效率</translation>
    </message>
    <message>
        <source>Sequence overhead ms</source>
        <translation>每序列开销 ms</translation>
    </message>
    <message>
        <source>Request overhead ms</source>
        <translation>每请求开销 ms</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>Prompt/output</source>
        <translation>提示/输出</translation>
    </message>
    <message>
        <source>TTFT ms</source>
        <translation>TTFT ms</translation>
    </message>
    <message>
        <source>before</source>
        <translation>校准前</translation>
    </message>
    <message>
        <source>after</source>
        <translation>校准后</translation>
    </message>
    <message>
        <source>TPOT ms</source>
        <translation>TPOT ms</translation>
    </message>
    <message>
        <source>%1 at once</source>
        <translation>同时 %1 个</translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation>%1/秒</translation>
    </message>
    <message>
        <source>Fit: TTFT within ±25 %: %1 of %2 runs; TPOT within ±10 %: %3 of %2 runs
</source>
        <translation>拟合：TTFT 在 ±25 % 以内：%2 次运行中 %1 次；TPOT 在 ±10 % 以内：%2 次运行中 %3 次
</translation>
    </message>
    <message>
        <source>Note: %1
</source>
        <translation>注：%1
</translation>
    </message>
    <message>
        <source>All-reduce µs per layer and step</source>
        <translation>每层每步全归约 µs</translation>
    </message>
</context>
<context>
    <name>infertco::CatalogItems</name>
    <message>
        <source>&quot;%1&quot; is already the id of %2</source>
        <translation>“%1”已是%2的 id</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>%1 is still used by %2; change or remove those first.</source>
        <translation>%1 仍被%2使用；请先修改或删除这些引用。</translation>
    </message>
</context>
<context>
    <name>infertco::CatalogTableModel</name>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>The name shown in scenarios, charts and reports.</source>
        <translation>在场景、图表和报告中显示的名称。</translation>
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
        <translation>简短且唯一的键。报价和场景通过它引用该条目；修改后会同步更新引用。</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Where the figures come from: a quote, a price list, a datasheet.</source>
        <translation>数据出处：报价单、价目表或规格书。</translation>
    </message>
    <message>
        <source>Quote date</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>quote date</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Caveats, derivations and figures still missing.</source>
        <translation>注意事项、推算依据和尚缺的数据。</translation>
    </message>
    <message>
        <source>When the figures were quoted, as 2026-03-28 or 2026-03. Quotes older than %1 months are flagged.</source>
        <translation>报价时间，格式为 2026-03-28 或 2026-03。超过 %1 个月的报价会被标记。</translation>
    </message>
    <message>
        <source>The %1 changed, but the source and quote date still describe the old figure (%2): update them, or clear them if the new figure has no source. Undo puts the old %1 back.</source>
        <translation>%1已更改，但来源和报价日期仍是旧数字的（%2）：请更新它们；如果新数字没有来源，请清空。撤销可恢复原来的%1。</translation>
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
        <translation>服务器平台</translation>
    </message>
    <message>
        <source>server platforms</source>
        <translation>服务器平台</translation>
    </message>
    <message>
        <source>rental offer</source>
        <translation>租用报价</translation>
    </message>
    <message>
        <source>rental offers</source>
        <translation>租用报价</translation>
    </message>
    <message>
        <source>colocation offer</source>
        <translation>托管报价</translation>
    </message>
    <message>
        <source>colocation offers</source>
        <translation>托管报价</translation>
    </message>
    <message>
        <source>region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>regions</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>New accelerator</source>
        <translation>新加速卡</translation>
    </message>
    <message>
        <source>New server platform</source>
        <translation>新服务器平台</translation>
    </message>
    <message>
        <source>New rental offer</source>
        <translation>新租用报价</translation>
    </message>
    <message>
        <source>New colocation offer</source>
        <translation>新托管报价</translation>
    </message>
    <message>
        <source>New region</source>
        <translation>新地区</translation>
    </message>
</context>
<context>
    <name>infertco::ChartBuilder</name>
    <message>
        <source>Total cost of ownership by component</source>
        <translation>总拥有成本构成</translation>
    </message>
    <message>
        <source>Cumulative cost, month 0 to %1</source>
        <translation>累计成本（第 0 至 %1 个月）</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Break-even: month %1</source>
        <translation>盈亏平衡点：第 %1 个月</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;Through month %2: %3</source>
        <translation>&lt;b&gt;%1&lt;/b&gt;&lt;br&gt;截至第 %2 个月：%3</translation>
    </message>
    <message>
        <source>Cost per million output tokens</source>
        <translation>每百万输出 token 成本</translation>
    </message>
    <message>
        <source>Total cost of ownership by component, after tax</source>
        <translation>总拥有成本构成（税后）</translation>
    </message>
    <message>
        <source>Cumulative cost before tax, month 0 to %1</source>
        <translation>税前累计成本（第 0 至 %1 个月）</translation>
    </message>
</context>
<context>
    <name>infertco::ChartView</name>
    <message>
        <source>Cannot write &quot;%1&quot;: %2</source>
        <translation>无法写入“%1”：%2</translation>
    </message>
    <message>
        <source>Cannot write &quot;%1&quot; as PNG.</source>
        <translation>无法将“%1”保存为 PNG。</translation>
    </message>
    <message>
        <source>Save chart as PNG</source>
        <translation>将图表保存为 PNG</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>PNG 图片 (*.png)</translation>
    </message>
    <message>
        <source>Copy chart</source>
        <translation>复制图表</translation>
    </message>
    <message>
        <source>Save chart as PNG…</source>
        <translation>将图表保存为 PNG…</translation>
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
        <translation>随机（泊松）</translation>
    </message>
    <message>
        <source>Bursty</source>
        <translation>突发</translation>
    </message>
    <message>
        <source>As in the request log</source>
        <translation>按请求日志</translation>
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
        <translation>按量计费</translation>
    </message>
    <message>
        <source>Included</source>
        <translation>已包含</translation>
    </message>
    <message>
        <source>Per kW</source>
        <translation>按 kW 计费</translation>
    </message>
</context>
<context>
    <name>infertco::CommandGroup</name>
    <message>
        <source>scenario &quot;%1&quot;</source>
        <translation>场景“%1”</translation>
    </message>
    <message>
        <source>is not in this file</source>
        <translation>不在此文件中</translation>
    </message>
    <message>
        <source>Usage:
</source>
        <translation>用法：
</translation>
    </message>
    <message>
        <source>--format must be json, csv or table, not &quot;%1&quot;</source>
        <translation>--format 必须是 json、csv 或 table，而不是“%1”</translation>
    </message>
    <message>
        <source>warning: </source>
        <translation>警告：</translation>
    </message>
    <message>
        <source>is refused under --strict: it holds keys that are no field of their kind (%1 warned above)</source>
        <translation>在 --strict 下被拒绝：其中有不属于其类型的字段（上方已警告 %1 个）</translation>
    </message>
</context>
<context>
    <name>infertco::CommandLine</name>
    <message>
        <source>%1 needs a value</source>
        <translation>%1 需要一个值</translation>
    </message>
    <message>
        <source>unknown option %1</source>
        <translation>未知选项 %1</translation>
    </message>
    <message>
        <source>no command given</source>
        <translation>未指定命令</translation>
    </message>
    <message>
        <source>unknown command &quot;%1&quot;</source>
        <translation>未知命令“%1”</translation>
    </message>
    <message>
        <source>compute takes exactly one INPUT</source>
        <translation>compute 只接受一个 INPUT</translation>
    </message>
    <message>
        <source>has no scenario to compute</source>
        <translation>没有可计算的场景</translation>
    </message>
    <message>
        <source>validate takes exactly one INPUT</source>
        <translation>validate 只接受一个 INPUT</translation>
    </message>
    <message>
        <source>%1: valid: %2 accelerators, %3 platforms, %4 rental offers, %5 colo offers, %6 regions, %7 scenarios
</source>
        <translation>%1：有效：%2 种加速卡，%3 个服务器平台，%4 个租用报价，%5 个托管报价，%6 个地区，%7 个场景
</translation>
    </message>
    <message>
        <source>infertco-cli: the output could not be written: %1
</source>
        <translation>infertco-cli：无法写出输出：%1
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
        <translation>INPUT 是数据包 (.json) 或文档 (.infertco)。
退出码：0 正常，1 输入无效（或连接、权限被拒绝），2 用法错误，
3 与团队目录冲突。
</translation>
    </message>
    <message>
        <source>simulate takes exactly one INPUT</source>
        <translation>simulate 只接受一个 INPUT</translation>
    </message>
    <message>
        <source>--format must be json or table, not &quot;%1&quot;</source>
        <translation>--format 必须是 json 或 table，而不是“%1”</translation>
    </message>
    <message>
        <source>--rate and --concurrency exclude each other</source>
        <translation>--rate 和 --concurrency 不能同时指定</translation>
    </message>
    <message>
        <source>--rate must be a number of requests per second above 0, not &quot;%1&quot;</source>
        <translation>--rate 必须是大于 0 的每秒请求数，而不是“%1”</translation>
    </message>
    <message>
        <source>--concurrency must be a whole number of at least 1, not &quot;%1&quot;</source>
        <translation>--concurrency 必须是不小于 1 的整数，而不是“%1”</translation>
    </message>
    <message>
        <source>--requests must be a whole number from 500 to 1,000,000, not &quot;%1&quot;</source>
        <translation>--requests 必须是 500 到 1,000,000 之间的整数，而不是“%1”</translation>
    </message>
    <message>
        <source>--seed must be a whole number from 0 to 2^63 - 1, not &quot;%1&quot;</source>
        <translation>--seed 必须是 0 到 2^63 - 1 之间的整数，而不是“%1”</translation>
    </message>
    <message>
        <source>has no scenario to simulate</source>
        <translation>没有可供模拟的场景</translation>
    </message>
    <message>
        <source>option &quot;%1&quot;</source>
        <translation>方案“%1”</translation>
    </message>
    <message>
        <source>is not in scenario &quot;%1&quot;</source>
        <translation>不在场景“%1”中</translation>
    </message>
    <message>
        <source>is not feasible: %1</source>
        <translation>不可行：%1</translation>
    </message>
    <message>
        <source>%1: option &quot;%2&quot; left out: %3
</source>
        <translation>%1：已略去方案“%2”：%3
</translation>
    </message>
    <message>
        <source>Scenario %1: simulated latency per replica
</source>
        <translation>场景 %1：每个副本的模拟延迟
</translation>
    </message>
    <message>
        <source>  Load               %1 requests/s per replica
</source>
        <translation>  负载               每个副本每秒 %1 个请求
</translation>
    </message>
    <message>
        <source>  Load               %1 requests at once
</source>
        <translation>  负载               同时 %1 个请求
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
        <translation>  平均批大小         %1
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
        <translation>  容量的 %1%：每秒 %2 个请求，P99 TTFT %3 ms，P99 TPOT %4 ms
</translation>
    </message>
    <message>
        <source>calibrate takes one INPUT and at least one RUN file</source>
        <translation>calibrate 需要一个 INPUT 和至少一个 RUN 文件</translation>
    </message>
    <message>
        <source>calibrate needs %1</source>
        <translation>calibrate 需要 %1</translation>
    </message>
    <message>
        <source>--tp must be 1, 2, 4 or 8, not &quot;%1&quot;</source>
        <translation>--tp 必须是 1、2、4 或 8，而不是“%1”</translation>
    </message>
    <message>
        <source>--add adds the calibrated accelerator to a document (.infertco); &quot;%1&quot; is a bundle: import it into a document first</source>
        <translation>--add 把校准后的加速卡加入文档（.infertco）；“%1”是数据包：请先将其导入文档</translation>
    </message>
    <message>
        <source>scenario &quot;%1&quot;</source>
        <translation>场景“%1”</translation>
    </message>
    <message>
        <source>is not in this file</source>
        <translation>不在此文件中</translation>
    </message>
    <message>
        <source>accelerator &quot;%1&quot;</source>
        <translation>加速卡“%1”</translation>
    </message>
    <message>
        <source>is already in this file: name the calibrated card with --as NEW_ID</source>
        <translation>已在此文件中：请用 --as NEW_ID 为校准后的卡命名</translation>
    </message>
    <message>
        <source>%1: added accelerator &quot;%2&quot; beside &quot;%3&quot;
</source>
        <translation>%1：已在“%3”旁加入加速卡“%2”
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
        <translation>硬件采购</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>部署费</translation>
    </message>
    <message>
        <source>Migration</source>
        <translation>模型迁移</translation>
    </message>
    <message>
        <source>Server rental</source>
        <translation>服务器租用</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>电费</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>制冷费</translation>
    </message>
    <message>
        <source>Rack space</source>
        <translation>机柜费</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>网络费</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>人力成本</translation>
    </message>
    <message>
        <source>Maintenance</source>
        <translation>维保费</translation>
    </message>
    <message>
        <source>Requantization</source>
        <translation>重新量化</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>Loan interest</source>
        <translation>贷款利息</translation>
    </message>
    <message>
        <source>Loan repayment</source>
        <translation>贷款还本</translation>
    </message>
    <message>
        <source>Lease payments</source>
        <translation>租赁付款</translation>
    </message>
    <message>
        <source>Profits tax</source>
        <translation>利得税</translation>
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
        <translation>不是 UTF-8 文本；请将文件另存为“CSV UTF-8”格式（中文系统上的电子表格软件可能将其保存成了 GBK 或 Big5 编码）</translation>
    </message>
    <message>
        <source>holds a NUL byte; this is not a text file</source>
        <translation>含有 NUL 字节；这不是文本文件</translation>
    </message>
    <message>
        <source>is not UTF-8 text</source>
        <translation>不是 UTF-8 文本</translation>
    </message>
    <message>
        <source>a field opened with a quote on this line is never closed</source>
        <translation>本行有一个以引号开头的字段没有闭合</translation>
    </message>
    <message>
        <source>has text after a closing quote; a quote inside a quoted field is written twice (&quot;&quot;)</source>
        <translation>闭合引号后仍有文字；带引号的字段中如需引号，请连写两个 (&quot;&quot;)</translation>
    </message>
    <message>
        <source>has a quote inside an unquoted field; put the whole field in quotes and write the quote twice (&quot;&quot;)</source>
        <translation>未加引号的字段中含有引号；请用引号括起整个字段，并将其中的引号连写两个 (&quot;&quot;)</translation>
    </message>
</context>
<context>
    <name>infertco::Dashboard</name>
    <message>
        <source>Results appear here as soon as a scenario can be computed.</source>
        <translation>场景可以计算后，结果将显示在此处。</translation>
    </message>
    <message>
        <source>Cost breakdown</source>
        <translation>成本构成</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累计成本</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>表格</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>These results are out of date. Fix the following to update them:</source>
        <translation>当前结果已过时。请修正以下问题以更新结果：</translation>
    </message>
    <message>
        <source>The scenario cannot be computed yet. Fix the following:</source>
        <translation>该场景暂时无法计算。请修正下列问题：</translation>
    </message>
    <message>
        <source>and %1 more</source>
        <translation>另有 %1 项</translation>
    </message>
    <message>
        <source>Colocation lines are solid, rental lines dashed.</source>
        <translation>实线为托管方案，虚线为租用方案。</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>服务器数量</translation>
    </message>
    <message>
        <source>Latency</source>
        <translation>时延</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>屋顶线</translation>
    </message>
    <message>
        <source>Recomputing: the figures below are for the inputs before your last edit until the simulation ends.</source>
        <translation>正在重新计算：模拟结束前，下方数字仍是您上次编辑之前的输入所得。</translation>
    </message>
    <message>
        <source>Breakdown</source>
        <translation>成本构成</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累计成本</translation>
    </message>
    <message>
        <source>Per 1M tokens</source>
        <translation>每百万 token</translation>
    </message>
</context>
<context>
    <name>infertco::Decimal</name>
    <message>
        <source>is empty; a number is expected</source>
        <translation>为空；此处应填数字</translation>
    </message>
    <message>
        <source>has too many digits</source>
        <translation>位数过多</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number</source>
        <translation>&quot;%1&quot; 不是数字</translation>
    </message>
    <message>
        <source>has an exponent out of range</source>
        <translation>指数超出范围</translation>
    </message>
    <message>
        <source>is too large</source>
        <translation>数值过大</translation>
    </message>
    <message>
        <source>has more than %n decimal place(s)</source>
        <translation>小数位数超过 %n 位</translation>
    </message>
</context>
<context>
    <name>infertco::Decision</name>
    <message>
        <source>No option can serve this workload as specified.</source>
        <translation>按当前设定，没有任何方案能够承载该工作负载。</translation>
    </message>
    <message>
        <source>Cheapest over %1 months: %2 at %3, %4 less than %5.</source>
        <translation>%1 个月内最便宜：%2，共 %3，比 %5 低 %4。</translation>
    </message>
    <message>
        <source>Only one option can serve the workload: %1 at %2 over %3 months.</source>
        <translation>只有一个方案能够承载该工作负载：%1，%3 个月共 %2。</translation>
    </message>
    <message>
        <source>Cheapest in today&apos;s money (NPV at %1 a year): %2 at %3.</source>
        <translation>按现值计最便宜（年折现率 %1）：%2，净现值 %3。</translation>
    </message>
    <message>
        <source>Lowest cost per million output tokens: %1 at %2.</source>
        <translation>每百万输出 token 成本最低：%1，为 %2。</translation>
    </message>
    <message>
        <source>%1 and %2 are within %3% of each other: treat them as equal until the quotes are firm.</source>
        <translation>%1 与 %2 相差不到 %3%：在报价确定之前，可视为持平。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>No single driver within its range changes whether %1 or %2 is cheaper.</source>
        <translation>在各自范围内，没有任何单一因素能改变 %1 与 %2 谁更便宜。</translation>
    </message>
    <message>
        <source>In %L1 simulated futures, %2 was the cheapest in %3 of them.</source>
        <translation>在 %L1 次模拟情景中，%2 在 %3 的情景中最便宜。</translation>
    </message>
    <message>
        <source>%1 was the cheapest in %2.</source>
        <translation>%1 在 %2 的情景中最便宜。</translation>
    </message>
    <message>
        <source>%1 cannot serve the workload: %2</source>
        <translation>%1 无法承载该工作负载：%2</translation>
    </message>
    <message>
        <source>No option can be named the cheapest: every option that can serve the workload lacks a figure (%1 for %2).</source>
        <translation>无法指出最便宜的方案：每个能满足该工作负载的方案都缺少一项数据（%2 缺少%1）。</translation>
    </message>
    <message>
        <source>Only one option has every figure it needs: %1 at %2 over %3 months; the others lack a figure and are not compared.</source>
        <translation>只有一个方案具备所需的全部数据：%1，%3 个月共 %2；其他方案缺少数据，不作比较。</translation>
    </message>
</context>
<context>
    <name>infertco::DemandStepTableModel</name>
    <message>
        <source>the demand step from month %1</source>
        <translation>第 %1 个月起的需求阶段</translation>
    </message>
    <message>
        <source>demand step</source>
        <translation>需求阶段</translation>
    </message>
    <message>
        <source>demand steps</source>
        <translation>需求阶段</translation>
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
        <translation>该阶段开始的月份：第一个阶段从第 1 个月开始，之后每个阶段都要晚于前一个。</translation>
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
        <translation>从该月起到下一阶段之前，服务在最繁忙时须维持的每秒输出 token 数。</translation>
    </message>
</context>
<context>
    <name>infertco::DemoDocument</name>
    <message>
        <source>demo document</source>
        <translation>示例文档</translation>
    </message>
    <message>
        <source>was not found; looked in %1</source>
        <translation>未找到；已查找 %1</translation>
    </message>
    <message>
        <source>cannot be created: the folder cannot be made</source>
        <translation>无法创建：无法建立文件夹</translation>
    </message>
    <message>
        <source>cannot be copied from %1: %2</source>
        <translation>无法从 %1 复制：%2</translation>
    </message>
</context>
<context>
    <name>infertco::DemoNames</name>
    <message>
        <source>must be an object of entries</source>
        <translation>必须是由条目组成的对象</translation>
    </message>
    <message>
        <source>must give the name</source>
        <translation>必须提供名称</translation>
    </message>
    <message>
        <source>is not a JSON object: %1</source>
        <translation>不是 JSON 对象：%1</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>has no Chinese name</source>
        <translation>没有中文名称</translation>
    </message>
    <message>
        <source>the option &quot;%1&quot; has no Chinese name</source>
        <translation>方案“%1”没有中文名称</translation>
    </message>
    <message>
        <source>is not in the demo</source>
        <translation>不在示例文档中</translation>
    </message>
    <message>
        <source>is not a language of the names table (%1)</source>
        <translation>不是名称表中的语言（%1）</translation>
    </message>
</context>
<context>
    <name>infertco::Document</name>
    <message>
        <source>is already open in %1 (process %2 on %3); close it there first, or open a copy</source>
        <translation>已在 %1 中打开（%3 上的进程 %2）；请先在该处关闭，或打开一份副本</translation>
    </message>
    <message>
        <source>another program</source>
        <translation>另一个程序</translation>
    </message>
    <message>
        <source>cannot be created: the folder %1 does not exist</source>
        <translation>无法创建：文件夹 %1 不存在</translation>
    </message>
    <message>
        <source>already exists; open it, or choose another name</source>
        <translation>已存在；请打开该文件，或另选一个名称</translation>
    </message>
    <message>
        <source>cannot be created: a journal file %1 from an earlier document of that name is in the way</source>
        <translation>无法创建：之前同名文档遗留的日志文件 %1 妨碍了创建</translation>
    </message>
    <message>
        <source>cannot be created: %1</source>
        <translation>无法创建：%1</translation>
    </message>
    <message>
        <source>does not exist</source>
        <translation>不存在</translation>
    </message>
    <message>
        <source>is read-only on disk, so it cannot be opened for editing; open a copy, or allow writing to it</source>
        <translation>在磁盘上为只读，无法以编辑方式打开；请打开一份副本，或允许写入该文件</translation>
    </message>
    <message>
        <source>needs updating from document version %1 to %2, but no backup copy could be written to %3; the file was not changed</source>
        <translation>需要从文档版本 %1 升级到 %2，但无法将备份写入 %3；文件未作任何更改</translation>
    </message>
    <message>
        <source>cannot be opened for editing: %1</source>
        <translation>无法以编辑方式打开：%1</translation>
    </message>
    <message>
        <source>%1, from document version %2</source>
        <translation>%1，由文档版本 %2 升级</translation>
    </message>
    <message>
        <source>the updated tables are not those of version %1</source>
        <translation>升级后的数据表与版本 %1 不符</translation>
    </message>
    <message>
        <source>could not be updated from document version %1: %2; a copy of the original is at %3</source>
        <translation>无法从文档版本 %1 升级：%2；原文件的副本保存在 %3</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>was not saved (%1); the document is as it was before</source>
        <translation>未保存（%1）；文档保持原样</translation>
    </message>
    <message>
        <source>cannot be saved as %1: that is a folder</source>
        <translation>无法另存为 %1：该路径是一个文件夹</translation>
    </message>
    <message>
        <source>cannot be saved as %1: %2</source>
        <translation>无法另存为 %1：%2</translation>
    </message>
    <message>
        <source>the copy could not be flushed to disk</source>
        <translation>副本无法写入磁盘</translation>
    </message>
    <message>
        <source>the copy could not be renamed into place</source>
        <translation>副本无法重命名到目标位置</translation>
    </message>
    <message>
        <source>was copied to %1, but the copy cannot be opened: %2; the document stays at its old place</source>
        <translation>已复制到 %1，但无法打开该副本：%2；文档仍保留在原位置</translation>
    </message>
    <message>
        <source>cannot be created: its folder is not writable</source>
        <translation>无法创建：所在文件夹不可写入</translation>
    </message>
    <message>
        <source>cannot be locked for editing: %1</source>
        <translation>无法锁定以进行编辑：%1</translation>
    </message>
    <message>
        <source>is already open in another window or program; close it there first, or open a copy</source>
        <translation>已在另一个窗口或程序中打开；请先在那里关闭，或打开一份副本</translation>
    </message>
    <message>
        <source>cannot read the team catalog&apos;s bases: %1</source>
        <translation>无法读取团队目录的基准版本：%1</translation>
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
        <translation>是文件夹，不是文档</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>is empty (0 bytes); it is not an InferTCO document</source>
        <translation>为空（0 字节）；不是 InferTCO 文档</translation>
    </message>
    <message>
        <source>is not an InferTCO document: it is not an SQLite database at all</source>
        <translation>不是 InferTCO 文档：它根本不是 SQLite 数据库</translation>
    </message>
    <message>
        <source>is truncated: it ends after %1 bytes, inside the database header</source>
        <translation>文件不完整：在 %1 字节处结束，仍在数据库文件头内</translation>
    </message>
    <message>
        <source>is an SQLite database of another program (application_id 0x%1), not an InferTCO document</source>
        <translation>是其他程序的 SQLite 数据库（application_id 0x%1），不是 InferTCO 文档</translation>
    </message>
    <message>
        <source>was saved by a newer InferTCO (document version %1; this version reads versions up to %2); update InferTCO to open it</source>
        <translation>由更新版本的 InferTCO 保存（文档版本 %1；本版本最高只能读取版本 %2）；请升级 InferTCO 后再打开</translation>
    </message>
    <message>
        <source>is damaged: it carries InferTCO&apos;s application id but no document version</source>
        <translation>已损坏：带有 InferTCO 的 application id，但没有文档版本</translation>
    </message>
    <message>
        <source>was changed by another program: it uses SQLite&apos;s write-ahead log, which InferTCO documents never do</source>
        <translation>已被其他程序修改：它使用了 SQLite 的预写日志（WAL），而 InferTCO 文档从不使用</translation>
    </message>
    <message>
        <source>is damaged: its header gives an impossible page size</source>
        <translation>已损坏：文件头中的页大小不可能成立</translation>
    </message>
    <message>
        <source>is truncated: it has %1 bytes where its header promises %2 (%3 pages of %4 bytes); it was cut short, perhaps by an interrupted copy or download</source>
        <translation>文件不完整：只有 %1 字节，而文件头标明应有 %2 字节（%3 页，每页 %4 字节）；可能是复制或下载中途被打断所致</translation>
    </message>
    <message>
        <source>is truncated or damaged: its size (%1 bytes) is not a whole number of %2-byte pages</source>
        <translation>文件不完整或已损坏：其大小（%1 字节）不是 %2 字节页大小的整数倍</translation>
    </message>
    <message>
        <source>the unfinished journal %1 cannot be removed</source>
        <translation>无法删除未完成的日志文件 %1</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>另有 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>was left half-saved and cannot be recovered: %1</source>
        <translation>保存中途中断，无法恢复：%1</translation>
    </message>
    <message>
        <source>cannot be opened: %1</source>
        <translation>无法打开：%1</translation>
    </message>
    <message>
        <source>is damaged: SQLite cannot read it (%1)</source>
        <translation>已损坏：SQLite 无法读取（%1）</translation>
    </message>
    <message>
        <source>changed while it was being checked; try again</source>
        <translation>检查期间文件发生了变化；请重试</translation>
    </message>
    <message>
        <source>is damaged: SQLite cannot read its schema (%1)</source>
        <translation>已损坏：SQLite 无法读取其结构（%1）</translation>
    </message>
    <message>
        <source>unexpected or changed: %1</source>
        <translation>意外出现或已更改：%1</translation>
    </message>
    <message>
        <source>missing or changed: %1</source>
        <translation>缺失或已更改：%1</translation>
    </message>
    <message>
        <source>was changed by another program: its tables are not those of an InferTCO document of version %1 (%2)</source>
        <translation>已被其他程序修改：其数据表与版本 %1 的 InferTCO 文档不符（%2）</translation>
    </message>
    <message>
        <source>a row of %1 refers to a missing row of %2</source>
        <translation>%1 中有一行引用了 %2 中不存在的行</translation>
    </message>
    <message>
        <source>holds data InferTCO does not accept (was it changed by another program?); the file was not changed:</source>
        <translation>含有 InferTCO 不接受的数据（是否被其他程序修改过？）；文件未作任何更改：</translation>
    </message>
    <message>
        <source>SQLite&apos;s integrity_check fails after the rollback (%1)</source>
        <translation>回滚后 SQLite 的 integrity_check 未通过（%1）</translation>
    </message>
    <message>
        <source>its pages are of %1 bytes, the document&apos;s of %2</source>
        <translation>其页面大小为 %1 字节，而文档的为 %2 字节</translation>
    </message>
    <message>
        <source>its header is damaged</source>
        <translation>其文件头已损坏</translation>
    </message>
    <message>
        <source>it restores a file of %1 pages, the document has %2</source>
        <translation>它要恢复的文件有 %1 页，而文档有 %2 页</translation>
    </message>
    <message>
        <source>it restores page %1, beyond the document&apos;s end</source>
        <translation>它要恢复第 %1 页，超出了文档末尾</translation>
    </message>
    <message>
        <source>its copy of the first page is not an InferTCO document</source>
        <translation>其中保存的第一页不属于 InferTCO 文档</translation>
    </message>
    <message>
        <source>it was written at save %1 of its file, the document is at save %2</source>
        <translation>它写于其文件的第 %1 次保存，而文档处于第 %2 次保存</translation>
    </message>
    <message>
        <source>was left half-saved, and it cannot be recovered because it cannot be copied aside first; the file was not changed</source>
        <translation>保存到一半时中断，且无法先另存副本，因此无法恢复；文件未作任何更改</translation>
    </message>
    <message>
        <source>has a journal file %1 beside it that does not belong to it (%2); the journal was not applied and the document was not changed. If the document was not being saved, move that journal away</source>
        <translation>旁边的日志文件 %1 不属于它（%2）；该日志未被应用，文档未作任何更改。如果该文档当时并未在保存，请将该日志文件移走</translation>
    </message>
    <message>
        <source>the document and its journal were put back exactly as they were found</source>
        <translation>文档及其日志已按发现时的原样放回</translation>
    </message>
    <message>
        <source>the document and its journal could not be put back as they were found: a copy of each is needed from a backup</source>
        <translation>文档及其日志无法按发现时的原样放回：需要从备份中取回两者的副本</translation>
    </message>
    <message>
        <source>was left half-saved by a program that stopped; run &quot;infertco-cli recover&quot; on it, or open it in InferTCO, to return it to its last complete save (both first check that the journal beside it belongs to it)</source>
        <translation>因程序中途停止而只保存了一半；请对它运行“infertco-cli recover”，或在 InferTCO 中打开它，以恢复到最后一次完整保存的状态（两者都会先确认旁边的日志属于它）</translation>
    </message>
    <message>
        <source>is damaged: SQLite&apos;s integrity_check reports: %1</source>
        <translation>已损坏：SQLite 的 integrity_check 报告：%1</translation>
    </message>
    <message>
        <source>is damaged or was changed by another program: its content checksum is missing; the file was not changed</source>
        <translation>已损坏或被其他程序修改：缺少内容校验和；文件未作任何更改</translation>
    </message>
    <message>
        <source>is damaged or was changed by another program: its content does not match the checksum of its last save (a changed byte, perhaps a disk or copy fault); the file was not changed</source>
        <translation>已损坏或被其他程序修改：其内容与最后一次保存时的校验和不符（有字节被改动，可能是磁盘或复制故障）；文件未作任何更改</translation>
    </message>
    <message>
        <source>the file has %1 names (hard links): if a program stopped while saving it under another name, the journal beside that name holds its last complete save; open it by that name in InferTCO, or run &quot;infertco-cli recover&quot; on that name</source>
        <translation>该文件有 %1 个名称（硬链接）：如果某个程序在以另一个名称保存时中断，该名称旁的日志文件保存着最后一次完整的保存；请在 InferTCO 中以该名称打开，或对该名称运行“infertco-cli recover”</translation>
    </message>
</context>
<context>
    <name>infertco::DocumentCommands</name>
    <message>
        <source>%1: %2 added, %3 updated</source>
        <translation>%1：新增 %2 项，更新 %3 项</translation>
    </message>
    <message>
        <source>%1 added, %2 updated</source>
        <translation>新增 %1 项，更新 %2 项</translation>
    </message>
    <message>
        <source>import takes INPUT and DOC</source>
        <translation>import 需要 INPUT 和 DOC</translation>
    </message>
    <message>
        <source>INPUT and DOC are the same file</source>
        <translation>INPUT 和 DOC 是同一个文件</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>%1: nothing was imported
</source>
        <translation>%1：没有导入任何内容
</translation>
    </message>
    <message>
        <source>%1: created from %2 (%3)
</source>
        <translation>%1：已由 %2 创建（%3）
</translation>
    </message>
    <message>
        <source>%1: updated to document version %2; the original is kept as %3
</source>
        <translation>%1：已升级到文档版本 %2；原文件保留为 %3
</translation>
    </message>
    <message>
        <source>%1: imported %2 (%3)
</source>
        <translation>%1：已导入 %2（%3）
</translation>
    </message>
    <message>
        <source>export takes exactly one INPUT</source>
        <translation>export 只接受一个 INPUT</translation>
    </message>
    <message>
        <source>report takes exactly one INPUT</source>
        <translation>report 只接受一个 INPUT</translation>
    </message>
    <message>
        <source>--pdf needs the GUI build: the PDF report is drawn by the desktop application, which this infertco-cli was built without</source>
        <translation>--pdf 需要图形界面版本：PDF 报告由桌面应用程序绘制，而此 infertco-cli 构建时未包含它</translation>
    </message>
    <message>
        <source>report needs --csv FILE or --xlsx FILE</source>
        <translation>report 需要 --csv FILE 或 --xlsx FILE</translation>
    </message>
    <message>
        <source>has no scenario to report</source>
        <translation>没有可生成报告的场景</translation>
    </message>
    <message>
        <source>wrote %1 and %2
</source>
        <translation>已写出 %1 和 %2
</translation>
    </message>
    <message>
        <source>wrote %1
</source>
        <translation>已写出 %1
</translation>
    </message>
    <message>
        <source>--pdf needs a graphical application object</source>
        <translation>--pdf 需要图形应用程序对象</translation>
    </message>
    <message>
        <source>report needs --csv FILE, --xlsx FILE or --pdf FILE</source>
        <translation>report 需要 --csv FILE、--xlsx FILE 或 --pdf FILE</translation>
    </message>
    <message>
        <source>does not exist; quotes are imported into an existing document (create one first: infertco-cli import BUNDLE %1)</source>
        <translation>不存在；报价只能导入已有的文档（请先创建：infertco-cli import BUNDLE %1）</translation>
    </message>
    <message>
        <source>recover takes exactly one DOC</source>
        <translation>recover 只接受一个 DOC</translation>
    </message>
    <message>
        <source>%1: returned to its last complete save
</source>
        <translation>%1：已恢复到最后一次完整保存的状态
</translation>
    </message>
    <message>
        <source>%1: is complete; there was nothing to recover
</source>
        <translation>%1：文档完整，无需恢复
</translation>
    </message>
    <message>
        <source>is the report&apos;s input; a report never writes over its input, so nothing was written</source>
        <translation>是报告的输入文件；报告绝不覆盖其输入，因此未写出任何内容</translation>
    </message>
    <message>
        <source>is an InferTCO document; a report never writes over a document, so nothing was written</source>
        <translation>是一个 InferTCO 文档；报告绝不覆盖文档，因此未写出任何内容</translation>
    </message>
    <message>
        <source>is open for editing in another program; a report never writes over it, so nothing was written</source>
        <translation>正在另一个程序中打开编辑；报告绝不覆盖它，因此未写出任何内容</translation>
    </message>
    <message>
        <source>%1: is complete; the empty journal of a save that never began was removed
</source>
        <translation>%1：文档完整；已删除一次未开始的保存留下的空日志文件
</translation>
    </message>
    <message numerus="yes">
        <source>request log %1: %n request(s)</source>
        <translation>
            <numerusform>请求日志 %1：%n 个请求</numerusform>
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
                                       将 INPUT（数据包、文档或报价 .csv）导入 DOC，
                                       DOC 不存在时新建；相同 id 的条目会被替换；
                                       --strict 拒绝未知字段
  infertco-cli import LOG.csv DOC --request-log ID [--name TEXT]
                                       将请求的 CSV 作为 DOC 的请求日志 ID
                                       （新建或替换）
  infertco-cli export INPUT            在标准输出打印 INPUT 的数据包 JSON
  infertco-cli report INPUT [--scenario ID] --csv FILE | --xlsx FILE | --pdf FILE
                                       --csv 还会写出 FILE 对应的 .monthly.csv
  infertco-cli recover DOC             确认日志文件属于 DOC 后，将保存了一半的
                                       DOC 恢复到最后一次完整保存的状态
</translation>
    </message>
    <message>
        <source>--name names a request log: give --request-log ID too</source>
        <translation>--name 用于命名请求日志：请同时提供 --request-log ID</translation>
    </message>
    <message>
        <source>  infertco-cli import BUNDLE DOC --names TABLE --language CODE
                                       BUNDLE with the scenario, option and
                                       colo offer names of CODE (zh_CN, zh_HK)
                                       from TABLE (data/demo-names.json)
</source>
        <translation>  infertco-cli import BUNDLE DOC --names TABLE --language CODE
                                       导入 BUNDLE，其场景、方案和服务器托管报价
                                       使用 TABLE（data/demo-names.json）中
                                       CODE（zh_CN、zh_HK）的名称
</translation>
    </message>
    <message>
        <source>--names and --language go together</source>
        <translation>--names 与 --language 须同时提供</translation>
    </message>
    <message>
        <source>--names renames the scenarios of a bundle or document INPUT</source>
        <translation>--names 只能更改数据包或文档 INPUT 中场景的名称</translation>
    </message>
</context>
<context>
    <name>infertco::DocumentSchema</name>
    <message>
        <source>the schema script for document version %1 is missing from this build</source>
        <translation>此版本程序中缺少文档版本 %1 的结构脚本</translation>
    </message>
    <message>
        <source>updating to document version %1 failed: %2</source>
        <translation>升级到文档版本 %1 失败：%2</translation>
    </message>
</context>
<context>
    <name>infertco::DocumentTables</name>
    <message>
        <source>is not an exact decimal number: %1</source>
        <translation>不是精确的十进制数：%1</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>is not a number</source>
        <translation>不是数字</translation>
    </message>
    <message>
        <source>is not a whole number</source>
        <translation>不是整数</translation>
    </message>
    <message>
        <source>is not 0 or 1</source>
        <translation>不是 0 或 1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a known value</source>
        <translation>&quot;%1&quot; 不是可识别的值</translation>
    </message>
    <message>
        <source>%1 option %2</source>
        <translation>%1，方案 %2</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>scenario &quot;%1&quot; option %2 (&quot;%3&quot;)</source>
        <translation>场景 &quot;%1&quot; 方案 %2（&quot;%3&quot;）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server platform of the catalog (a rent option needs no platform; leave it empty)</source>
        <translation>&quot;%1&quot; 不是目录中的服务器平台（租用方案无需平台，请留空）</translation>
    </message>
</context>
<context>
    <name>infertco::DriverModel</name>
    <message>
        <source>scenario &quot;%1&quot;</source>
        <translation>场景 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>its figures are too large to compute exactly; check for a mistyped price or quantity</source>
        <translation>数值过大，无法精确计算；请检查价格或数量是否输错</translation>
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
        <translation>/台·小时</translation>
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
        <translation>手动输入</translation>
    </message>
    <message>
        <source>%1
Range: %2</source>
        <translation>%1
范围依据：%2</translation>
    </message>
</context>
<context>
    <name>infertco::Drivers</name>
    <message>
        <source>Electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Card price</source>
        <translation>加速卡价格</translation>
    </message>
    <message>
        <source>Rental price</source>
        <translation>租用价格</translation>
    </message>
    <message>
        <source>Colocation fees</source>
        <translation>托管费</translation>
    </message>
    <message>
        <source>Discount rate</source>
        <translation>折现率</translation>
    </message>
    <message>
        <source>Model updates per year</source>
        <translation>每年模型更新次数</translation>
    </message>
    <message>
        <source>Engineer day rate</source>
        <translation>工程师人天单价</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>Exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>× the quoted figure</source>
        <translation>× 报价</translation>
    </message>
    <message>
        <source>share of peak load</source>
        <translation>占峰值负载比例</translation>
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
        <translation>%1/天</translation>
    </message>
    <message>
        <source>share of the purchase price</source>
        <translation>占购置价比例</translation>
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
        <translation>重复出现</translation>
    </message>
    <message>
        <source>must not be below the low value</source>
        <translation>不得低于低值</translation>
    </message>
    <message>
        <source>must not be below the most likely value</source>
        <translation>不得低于最可能值</translation>
    </message>
    <message>
        <source>a multiplier must not be negative</source>
        <translation>倍数不得为负</translation>
    </message>
    <message>
        <source>utilization must be greater than 0</source>
        <translation>利用率必须大于 0</translation>
    </message>
    <message>
        <source>utilization must be at most 1 (full load)</source>
        <translation>利用率不得大于 1（满负载）</translation>
    </message>
    <message>
        <source>the discount rate must not be negative</source>
        <translation>折现率不得为负</translation>
    </message>
    <message>
        <source>the discount rate must be at most 1 (100% a year)</source>
        <translation>折现率不得大于 1（即每年 100%）</translation>
    </message>
    <message>
        <source>model updates must not be negative</source>
        <translation>模型更新次数不得为负</translation>
    </message>
    <message>
        <source>must be at most 366 updates a year</source>
        <translation>每年不得超过 366 次</translation>
    </message>
    <message>
        <source>a day rate must not be negative</source>
        <translation>人天单价不得为负</translation>
    </message>
    <message>
        <source>a residual fraction must not be negative</source>
        <translation>残值比例不得为负</translation>
    </message>
    <message>
        <source>a residual fraction must be at most 1</source>
        <translation>残值比例不得大于 1</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a foreign currency with a rate in scenario &quot;%2&quot;</source>
        <translation>&quot;%1&quot; 不是场景 &quot;%2&quot; 中设有汇率的外币</translation>
    </message>
    <message>
        <source>an exchange rate must be greater than 0</source>
        <translation>汇率必须大于 0</translation>
    </message>
    <message>
        <source>HKD 7.75–7.85 per USD: the Linked Exchange Rate System&apos;s convertibility band (HKMA)</source>
        <translation>每美元 7.75–7.85 港元：联系汇率制度的兑换保证区间（香港金融管理局）</translation>
    </message>
    <message>
        <source>MOP 1.03 per HKD: the pataca&apos;s peg to the Hong Kong dollar (AMCM)</source>
        <translation>每港元 1.03 澳门元：澳门元与港元挂钩（澳门金融管理局）</translation>
    </message>
    <message>
        <source>CNY 6.20–7.40 per USD: the onshore rate&apos;s range 2015–2025 (about 6.2 to 7.35), within the PBoC&apos;s ±2% daily band around the central parity</source>
        <translation>每美元 6.20–7.40 人民币：2015–2025 年在岸汇率的波动范围（约 6.2 至 7.35），在中国人民银行规定的中间价上下 ±2% 日波幅之内</translation>
    </message>
    <message>
        <source>assumed: ±20% around the quoted figures</source>
        <translation>假设：报价上下 ±20%</translation>
    </message>
    <message>
        <source>assumed: from half the scenario&apos;s load to full load</source>
        <translation>假设：从场景负载的一半到满负载</translation>
    </message>
    <message>
        <source>assumed: ±2 percentage points</source>
        <translation>假设：上下 ±2 个百分点</translation>
    </message>
    <message>
        <source>assumed: from none to one a month</source>
        <translation>假设：从不更新到每月一次</translation>
    </message>
    <message>
        <source>assumed: ±20% around the scenario&apos;s day rate</source>
        <translation>假设：场景日费率上下 ±20%</translation>
    </message>
    <message>
        <source>assumed: from half to one and a half times the scenario&apos;s figure</source>
        <translation>假设：场景数值的一半到一点五倍</translation>
    </message>
    <message>
        <source>assumed: ±10% (the rate floats: no peg or band)</source>
        <translation>假设：上下 ±10%（浮动汇率，无挂钩或区间）</translation>
    </message>
    <message>
        <source>Demand growth</source>
        <translation>需求增长</translation>
    </message>
    <message>
        <source>Rental price trend</source>
        <translation>租用价格走势</translation>
    </message>
    <message>
        <source>Owned servers (hybrid)</source>
        <translation>自有服务器（混合）</translation>
    </message>
    <message>
        <source>growth per year</source>
        <translation>每年增长</translation>
    </message>
    <message>
        <source>added to each rental&apos;s yearly price change</source>
        <translation>加到每项租用报价的年度价格变化上</translation>
    </message>
    <message>
        <source>× each hybrid option&apos;s owned servers</source>
        <translation>× 每个混合方案的自有服务器数</translation>
    </message>
    <message>
        <source>assumed: 20 points a year either side of the scenario&apos;s growth</source>
        <translation>假设：在场景增长率上下各 20 个百分点（每年）</translation>
    </message>
    <message>
        <source>assumed: rental prices fall up to 20 points a year faster, or 5 points slower, than entered</source>
        <translation>假设：租用价格每年比录入值最多快 20 个百分点下降，或慢 5 个百分点</translation>
    </message>
    <message>
        <source>assumed: from half to twice the owned servers</source>
        <translation>假设：自有服务器从一半到两倍</translation>
    </message>
    <message>
        <source>demand growth must be greater than -1</source>
        <translation>需求增长必须大于 -1</translation>
    </message>
    <message>
        <source>demand growth must be at most 10 a year</source>
        <translation>需求增长每年不得超过 10</translation>
    </message>
    <message>
        <source>a price trend must be greater than -1</source>
        <translation>价格走势必须大于 -1</translation>
    </message>
    <message>
        <source>a price trend must be at most 10 a year</source>
        <translation>价格走势每年不得超过 10</translation>
    </message>
    <message>
        <source>a multiplier of owned servers must be greater than 0</source>
        <translation>自有服务器的倍数必须大于 0</translation>
    </message>
    <message>
        <source>published range of %1: %2 to %3 a card (%4); the multiplier moves every bought card</source>
        <translation>%1 的公开价格范围：每张加速卡 %2 至 %3（%4）；该倍数作用于所有购买的加速卡</translation>
    </message>
</context>
<context>
    <name>infertco::Engine</name>
    <message>
        <source>scenario &quot;%1&quot;</source>
        <translation>场景 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>its figures are too large to compute exactly; check for a mistyped price or quantity</source>
        <translation>数值过大，无法精确计算；请检查价格或数量是否输错</translation>
    </message>
    <message>
        <source>Latency left out: %1.</source>
        <translation>未模拟延迟：%1。</translation>
    </message>
    <message>
        <source>Leased hardware gets no write-off (in Hong Kong, no s.16G deduction in the year of purchase): only the lease payments are deducted, as they are paid.</source>
        <translation>租赁硬件不能核销（在香港即没有购买当年的 s.16G 扣除）：只有租金在支付时扣除。</translation>
    </message>
    <message>
        <source>The loan term runs past the horizon: the %1 still owed is repaid in its last month, which a lender may not allow without a fee.</source>
        <translation>贷款期限超过分析期限：仍欠的 %1 在最后一个月还清，贷方可能对此收取费用。</translation>
    </message>
    <message>
        <source>The tax rate is 0, which hides the timing advantage of owning: a purchase written off at once saves tax years before rent deducted as it is paid.</source>
        <translation>税率为 0，掩盖了自有硬件的时间优势：一次性核销的采购比按期支付并扣除的租金早数年节税。</translation>
    </message>
</context>
<context>
    <name>infertco::Fields</name>
    <message>
        <source>Class</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>class</source>
        <translation>类别</translation>
    </message>
    <message>
        <source>Datacenter GPU, consumer GPU, NPU or inference ASIC: decides which platforms accept the card and which warnings apply.</source>
        <translation>数据中心 GPU、消费级显卡、NPU 或推理 ASIC：决定哪些服务器平台可以安装此卡，以及适用哪些提示。</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>vendor</source>
        <translation>厂商</translation>
    </message>
    <message>
        <source>Memory GB</source>
        <translation>显存 GB</translation>
    </message>
    <message>
        <source>memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Memory per card, in GB.</source>
        <translation>每卡显存，单位 GB。</translation>
    </message>
    <message>
        <source>Bandwidth GB/s</source>
        <translation>带宽 GB/s</translation>
    </message>
    <message>
        <source>bandwidth</source>
        <translation>带宽</translation>
    </message>
    <message>
        <source>Memory bandwidth per card, in GB/s.</source>
        <translation>每卡显存带宽，单位 GB/s。</translation>
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
        <translation>FP16 精度的稠密算力，单位 TFLOPS（整数精度为 TOPS）。留空或为 0：不支持该精度。</translation>
    </message>
    <message>
        <source>FP8 TFLOPS</source>
        <translation>FP8 TFLOPS</translation>
    </message>
    <message>
        <source>Dense FP8 throughput in TFLOPS (TOPS for integers). Empty or 0: the precision is not supported.</source>
        <translation>FP8 精度的稠密算力，单位 TFLOPS（整数精度为 TOPS）。留空或为 0：不支持该精度。</translation>
    </message>
    <message>
        <source>INT8 TFLOPS</source>
        <translation>INT8 TFLOPS</translation>
    </message>
    <message>
        <source>Dense INT8 throughput in TFLOPS (TOPS for integers). Empty or 0: the precision is not supported.</source>
        <translation>INT8 精度的稠密算力，单位 TFLOPS（整数精度为 TOPS）。留空或为 0：不支持该精度。</translation>
    </message>
    <message>
        <source>INT4 TFLOPS</source>
        <translation>INT4 TFLOPS</translation>
    </message>
    <message>
        <source>Dense INT4 throughput in TFLOPS (TOPS for integers). Empty or 0: the precision is not supported.</source>
        <translation>INT4 精度的稠密算力，单位 TFLOPS（整数精度为 TOPS）。留空或为 0：不支持该精度。</translation>
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
        <translation>满载功耗，单位瓦。</translation>
    </message>
    <message>
        <source>Idle W</source>
        <translation>空闲 W</translation>
    </message>
    <message>
        <source>idle power</source>
        <translation>空闲功耗</translation>
    </message>
    <message>
        <source>Power when idle, in watts (at most the TDP).</source>
        <translation>空闲时功耗，单位瓦（不超过 TDP）。</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>price</source>
        <translation>价格</translation>
    </message>
    <message>
        <source>Purchase price of one card, in its currency. Empty where no price is known: the card can then only be rented.</source>
        <translation>单卡采购价，以其币种计。价格未知时留空：此卡只能租用。</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Currency of the price, such as USD or HKD.</source>
        <translation>价格的币种，例如 USD 或 HKD。</translation>
    </message>
    <message>
        <source>BW eff.</source>
        <translation>带宽效率</translation>
    </message>
    <message>
        <source>bandwidth efficiency</source>
        <translation>带宽效率</translation>
    </message>
    <message>
        <source>Share of the memory bandwidth the serving stack achieves, in (0, 1].</source>
        <translation>推理框架实际达到的显存带宽比例，取值范围 (0, 1]。</translation>
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
        <translation>实际达到的峰值算力比例，取值范围 (0, 1]。</translation>
    </message>
    <message>
        <source>TP eff.</source>
        <translation>TP 效率</translation>
    </message>
    <message>
        <source>tensor-parallel efficiency</source>
        <translation>张量并行效率</translation>
    </message>
    <message>
        <source>Scaling efficiency when a model is split over several cards, in (0, 1].</source>
        <translation>模型拆分到多张卡上时的扩展效率，取值范围 (0, 1]。</translation>
    </message>
    <message>
        <source>Dyn. shape eff.</source>
        <translation>动态形状效率</translation>
    </message>
    <message>
        <source>dynamic-shape efficiency</source>
        <translation>动态形状效率</translation>
    </message>
    <message>
        <source>Efficiency left when request shapes vary, in (0, 1].</source>
        <translation>请求形状变化时保留的效率，取值范围 (0, 1]。</translation>
    </message>
    <message>
        <source>Max TP</source>
        <translation>最大 TP</translation>
    </message>
    <message>
        <source>maximum tensor parallelism</source>
        <translation>最大张量并行度</translation>
    </message>
    <message>
        <source>Largest number of cards one model copy may be split over.</source>
        <translation>一个模型副本最多可拆分到的卡数。</translation>
    </message>
    <message>
        <source>Partitioning</source>
        <translation>分区</translation>
    </message>
    <message>
        <source>partitioning support</source>
        <translation>分区支持</translation>
    </message>
    <message>
        <source>The card can be split into isolated instances (like MIG).</source>
        <translation>此卡可拆分为相互隔离的实例（类似 MIG）。</translation>
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
        <translation>每次模型更新都必须为此卡重新量化。</translation>
    </message>
    <message>
        <source>Migration days</source>
        <translation>迁移人天</translation>
    </message>
    <message>
        <source>migration days</source>
        <translation>迁移人天</translation>
    </message>
    <message>
        <source>Engineering days to port the serving stack to this card, once.</source>
        <translation>将推理服务栈移植到此卡所需的工程人天（一次性）。</translation>
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
        <translation>年价格变化</translation>
    </message>
    <message>
        <source>price change per year</source>
        <translation>年价格变化</translation>
    </message>
    <message>
        <source>Yearly change of the card&apos;s price, as a fraction: -0.15 is a fall of 15% a year, 0 keeps it.</source>
        <translation>加速卡价格每年的变化，以小数表示：-0.15 即每年下降 15%，0 为不变。</translation>
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
        <translation>该卡受出口管制：在部分地区可能无法购买。</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>quote date</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Currency of the tariff and the staff cost.</source>
        <translation>电价和人力成本的币种。</translation>
    </message>
    <message>
        <source>Electricity/kWh</source>
        <translation>电价/kWh</translation>
    </message>
    <message>
        <source>electricity price</source>
        <translation>电价</translation>
    </message>
    <message>
        <source>Price of one kWh, for metered colocation power and cooling.</source>
        <translation>每 kWh 的价格，用于按量计费的托管电力和制冷。</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>Typical power usage effectiveness of the region&apos;s data centres, 1 to 5.</source>
        <translation>该地区数据中心的典型电能使用效率，1 到 5。</translation>
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
        <translation>一名负责运维服务器的全职工程师的年度成本。</translation>
    </message>
    <message>
        <source>Electricity change / year</source>
        <translation>年电价变化</translation>
    </message>
    <message>
        <source>electricity price change per year</source>
        <translation>年电价变化</translation>
    </message>
    <message>
        <source>Yearly change of the electricity price, as a fraction: 0.05 is a rise of 5% a year, 0 keeps it.</source>
        <translation>电价每年的变化，以小数表示：0.05 即每年上涨 5%，0 为不变。</translation>
    </message>
    <message>
        <source>Staff cost change / year</source>
        <translation>年人力成本变化</translation>
    </message>
    <message>
        <source>staff cost change per year</source>
        <translation>年人力成本变化</translation>
    </message>
    <message>
        <source>Yearly change of the staff cost, as a fraction: 0.04 is a rise of 4% a year, 0 keeps it.</source>
        <translation>人力成本每年的变化，以小数表示：0.04 即每年上涨 4%，0 为不变。</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>provider</source>
        <translation>供应商</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Where the rack is: gives the electricity price, PUE and staff cost.</source>
        <translation>机柜所在地：决定电价、PUE 和人力成本。</translation>
    </message>
    <message>
        <source>Rack fee/month</source>
        <translation>机柜费/月</translation>
    </message>
    <message>
        <source>rack fee</source>
        <translation>机柜费</translation>
    </message>
    <message>
        <source>Fee per rack per month.</source>
        <translation>每个机柜每月的费用。</translation>
    </message>
    <message>
        <source>U fee/month</source>
        <translation>U 位费/月</translation>
    </message>
    <message>
        <source>U fee</source>
        <translation>U 位费</translation>
    </message>
    <message>
        <source>Fee per rack unit used per month, on top of the rack fee.</source>
        <translation>每个已用 U 位每月的费用，另加于机柜费。</translation>
    </message>
    <message>
        <source>Usable U</source>
        <translation>可用 U 数</translation>
    </message>
    <message>
        <source>usable U</source>
        <translation>可用 U 数</translation>
    </message>
    <message>
        <source>Rack units available for servers in one rack.</source>
        <translation>一个机柜中可放服务器的 U 数。</translation>
    </message>
    <message>
        <source>Rack kW</source>
        <translation>机柜 kW</translation>
    </message>
    <message>
        <source>rack power</source>
        <translation>机柜功率</translation>
    </message>
    <message>
        <source>Power one rack may draw, in kW; 0 for no limit (not allowed when power is billed per kW).</source>
        <translation>一个机柜允许的用电功率，单位 kW；0 表示不限（按 kW 计费时不允许为 0）。</translation>
    </message>
    <message>
        <source>Power billing</source>
        <translation>电力计费</translation>
    </message>
    <message>
        <source>power billing</source>
        <translation>电力计费方式</translation>
    </message>
    <message>
        <source>Metered: energy at the region&apos;s tariff plus cooling by PUE. Included: in the rack fee. Per kW: the rack&apos;s kW × the price per kW.</source>
        <translation>按量计费：按地区电价计电量，并按 PUE 计入制冷。已包含：含在机柜费中。按 kW 计费：机柜 kW × 每 kW 单价。</translation>
    </message>
    <message>
        <source>Price/kW/month</source>
        <translation>每 kW 月价</translation>
    </message>
    <message>
        <source>price per kW</source>
        <translation>每 kW 单价</translation>
    </message>
    <message>
        <source>Power price per kW of rack power per month (per-kW billing).</source>
        <translation>每 kW 机柜功率每月的电力价格（按 kW 计费时）。</translation>
    </message>
    <message>
        <source>Power usage effectiveness of the site; empty for the region&apos;s.</source>
        <translation>机房的电能使用效率；留空则采用所在地区的数值。</translation>
    </message>
    <message>
        <source>Setup fee/rack</source>
        <translation>开通费/机柜</translation>
    </message>
    <message>
        <source>setup fee</source>
        <translation>开通费</translation>
    </message>
    <message>
        <source>Network/month</source>
        <translation>网络费/月</translation>
    </message>
    <message>
        <source>network cost</source>
        <translation>网络费</translation>
    </message>
    <message>
        <source>Currency of the fees.</source>
        <translation>各项费用的币种。</translation>
    </message>
    <message>
        <source>Yearly change of the rack, U, per-kW and network fees, as a fraction: 0.03 is a rise of 3% a year, 0 keeps them.</source>
        <translation>机柜费、每 U 费用、每 kW 费用和网络费每年的变化，以小数表示：0.03 即每年上涨 3%，0 为不变。</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>卡槽</translation>
    </message>
    <message>
        <source>slots</source>
        <translation>卡槽数</translation>
    </message>
    <message>
        <source>Accelerator cards one server holds.</source>
        <translation>一台服务器可安装的加速卡数量。</translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation>高度 U</translation>
    </message>
    <message>
        <source>rack units</source>
        <translation>机架单位</translation>
    </message>
    <message>
        <source>Height of the server in the rack (U).</source>
        <translation>服务器在机柜中占用的高度（U）。</translation>
    </message>
    <message>
        <source>Base W</source>
        <translation>基础 W</translation>
    </message>
    <message>
        <source>base power</source>
        <translation>基础功耗</translation>
    </message>
    <message>
        <source>Power of the server without its cards, in watts.</source>
        <translation>不含加速卡的服务器功耗，单位瓦。</translation>
    </message>
    <message>
        <source>Price of the server without its accelerator cards. Empty where no quote exists yet: colocation options need one.</source>
        <translation>不含加速卡的服务器价格。尚无报价时留空：托管方案需要此价格。</translation>
    </message>
    <message>
        <source>Currency of the price.</source>
        <translation>价格的币种。</translation>
    </message>
    <message>
        <source>Yearly change of the server&apos;s price, as a fraction: -0.1 is a fall of 10% a year, 0 keeps it.</source>
        <translation>服务器价格每年的变化，以小数表示：-0.1 即每年下降 10%，0 为不变。</translation>
    </message>
    <message>
        <source>Fully populated</source>
        <translation>满配</translation>
    </message>
    <message>
        <source>full population</source>
        <translation>满配</translation>
    </message>
    <message>
        <source>The server is bought only with every slot filled (an HGX board with all eight GPUs).</source>
        <translation>该服务器只能满配购买（例如 HGX 整板带全部八张 GPU）。</translation>
    </message>
    <message>
        <source>Where the servers run: gives the staff cost of the option.</source>
        <translation>服务器所在地：决定该方案的人力成本。</translation>
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
        <translation>租用服务器中的加速卡。</translation>
    </message>
    <message>
        <source>Cards/server</source>
        <translation>每台卡数</translation>
    </message>
    <message>
        <source>cards per server</source>
        <translation>每台卡数</translation>
    </message>
    <message>
        <source>Accelerator cards in one rented server; every one is paid for.</source>
        <translation>一台租用服务器中的加速卡数量；每张卡都要付费。</translation>
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
        <translation>一台服务器每月的价格。填写时优先采用；否则按时租 × 730 小时计算。</translation>
    </message>
    <message>
        <source>Hourly price</source>
        <translation>时租</translation>
    </message>
    <message>
        <source>hourly price</source>
        <translation>时租</translation>
    </message>
    <message>
        <source>Price of one server per hour.</source>
        <translation>一台服务器每小时的价格。</translation>
    </message>
    <message>
        <source>Currency of the prices and fees.</source>
        <translation>价格和各项费用的币种。</translation>
    </message>
    <message>
        <source>Setup fee/server</source>
        <translation>开通费/台</translation>
    </message>
    <message>
        <source>Min. term months</source>
        <translation>最短合约（月）</translation>
    </message>
    <message>
        <source>minimum term</source>
        <translation>最短合约期</translation>
    </message>
    <message>
        <source>Shortest contract, in months; 0 for none.</source>
        <translation>最短合约期，单位月；0 表示没有。</translation>
    </message>
    <message>
        <source>Yearly change of the server price and the network charge, as a fraction: -0.2 is a fall of 20% a year, 0 keeps them.</source>
        <translation>服务器租金和网络费每年的变化，以小数表示：-0.2 即每年下降 20%，0 为不变。</translation>
    </message>
    <message>
        <source>Reporting currency</source>
        <translation>报告币种</translation>
    </message>
    <message>
        <source>reporting currency</source>
        <translation>报告币种</translation>
    </message>
    <message>
        <source>Every cost is converted into this currency with the exchange rates below.</source>
        <translation>所有成本都按下方的汇率换算为此币种。</translation>
    </message>
    <message>
        <source>Horizon (months)</source>
        <translation>测算期（月）</translation>
    </message>
    <message>
        <source>horizon</source>
        <translation>测算期</translation>
    </message>
    <message>
        <source>Months of running costs compared, 1 to 240; 36 is three years.</source>
        <translation>比较的运营月数，1 到 240；36 即三年。</translation>
    </message>
    <message>
        <source>Discount rate / year</source>
        <translation>年折现率</translation>
    </message>
    <message>
        <source>discount rate</source>
        <translation>折现率</translation>
    </message>
    <message>
        <source>Cost of capital for the NPV, as a fraction: 0.08 is 8 % a year.</source>
        <translation>计算净现值所用的资金成本，以小数表示：0.08 即每年 8 %。</translation>
    </message>
    <message>
        <source>Memory headroom</source>
        <translation>显存余量</translation>
    </message>
    <message>
        <source>memory headroom</source>
        <translation>显存余量</translation>
    </message>
    <message>
        <source>Share of each card&apos;s memory kept free, as a fraction: 0.1 is 10 %.</source>
        <translation>每张卡预留的空闲显存比例，以小数表示：0.1 即 10 %。</translation>
    </message>
    <message>
        <source>Engineer day rate</source>
        <translation>工程师日费率</translation>
    </message>
    <message>
        <source>engineer day rate</source>
        <translation>工程师日费率</translation>
    </message>
    <message>
        <source>Cost of one engineering day, for migration and requantization.</source>
        <translation>一个工程人天的成本，用于迁移和重新量化。</translation>
    </message>
    <message>
        <source>Engineer currency</source>
        <translation>工程师币种</translation>
    </message>
    <message>
        <source>engineer currency</source>
        <translation>工程师币种</translation>
    </message>
    <message>
        <source>Currency of the day rate.</source>
        <translation>日费率的币种。</translation>
    </message>
    <message>
        <source>Team region</source>
        <translation>团队地区</translation>
    </message>
    <message>
        <source>team region</source>
        <translation>团队地区</translation>
    </message>
    <message>
        <source>The region whose staff cost applies to every option, for one team running them all; or each option&apos;s own region&apos;s staff cost.</source>
        <translation>由一个团队运维所有方案时，所有方案都按该地区的人力成本计算；或者每个方案按其自身地区的人力成本计算。</translation>
    </message>
    <message>
        <source>FTE per owned server</source>
        <translation>每台自有服务器 FTE</translation>
    </message>
    <message>
        <source>Staff time each owned server takes, in full-time equivalents.</source>
        <translation>每台自有服务器占用的运维人力，以全职人力当量 (FTE) 计。</translation>
    </message>
    <message>
        <source>FTE per rented server</source>
        <translation>每台租用服务器 FTE</translation>
    </message>
    <message>
        <source>Staff time each rented server takes, in full-time equivalents.</source>
        <translation>每台租用服务器占用的运维人力，以全职人力当量 (FTE) 计。</translation>
    </message>
    <message>
        <source>Minimum FTE, owned</source>
        <translation>自有最低 FTE</translation>
    </message>
    <message>
        <source>minimum FTE for owned servers</source>
        <translation>自有服务器最低 FTE</translation>
    </message>
    <message>
        <source>Staff an owned deployment needs however small it is.</source>
        <translation>自有部署无论规模多小都需要的运维人力。</translation>
    </message>
    <message>
        <source>Minimum FTE, rented</source>
        <translation>租用最低 FTE</translation>
    </message>
    <message>
        <source>minimum FTE for rented servers</source>
        <translation>租用服务器最低 FTE</translation>
    </message>
    <message>
        <source>Staff a rented deployment needs however small it is.</source>
        <translation>租用部署无论规模多小都需要的运维人力。</translation>
    </message>
    <message>
        <source>Spare cards</source>
        <translation>备用卡</translation>
    </message>
    <message>
        <source>spare fraction</source>
        <translation>备用卡比例</translation>
    </message>
    <message>
        <source>Spare cards bought per installed card, as a fraction: 0.05 is 5 %.</source>
        <translation>每张已安装的卡所配购的备用卡比例，以小数表示：0.05 即 5 %。</translation>
    </message>
    <message>
        <source>Purchase overhead</source>
        <translation>采购附加费</translation>
    </message>
    <message>
        <source>purchase overhead</source>
        <translation>采购附加费率</translation>
    </message>
    <message>
        <source>Freight, import and installation on top of the hardware price, as a fraction.</source>
        <translation>硬件价格之外的运费、进口和安装费用，以小数表示。</translation>
    </message>
    <message>
        <source>Maintenance / year</source>
        <translation>年维保费率</translation>
    </message>
    <message>
        <source>maintenance rate</source>
        <translation>维保费率</translation>
    </message>
    <message>
        <source>Yearly maintenance as a fraction of the hardware price.</source>
        <translation>每年维保费用占硬件价格的比例。</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>Value of the hardware at the end of the horizon, as a fraction of its price; credited in the last month.</source>
        <translation>测算期末硬件的价值占其价格的比例；计入最后一个月。</translation>
    </message>
    <message>
        <source>Parameters (billions)</source>
        <translation>参数量（十亿）</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>参数量</translation>
    </message>
    <message>
        <source>Model size in billions of parameters.</source>
        <translation>模型规模，以十亿参数计。</translation>
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
        <translation>权重精度。不支持该精度的卡会回退（int4 → int8 → fp16，fp8 → fp16），并标记该方案。</translation>
    </message>
    <message>
        <source>KV cache bytes</source>
        <translation>KV 缓存字节数</translation>
    </message>
    <message>
        <source>Bytes per KV-cache element; 2 for fp16.</source>
        <translation>每个 KV 缓存元素的字节数；fp16 为 2。</translation>
    </message>
    <message>
        <source>Layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>layers</source>
        <translation>层数</translation>
    </message>
    <message>
        <source>Transformer layers (config.json num_hidden_layers).</source>
        <translation>Transformer 层数（config.json 中的 num_hidden_layers）。</translation>
    </message>
    <message>
        <source>KV heads</source>
        <translation>KV 头数</translation>
    </message>
    <message>
        <source>Key/value heads (num_key_value_heads).</source>
        <translation>键/值头数 (num_key_value_heads)。</translation>
    </message>
    <message>
        <source>Head dimension</source>
        <translation>头维度</translation>
    </message>
    <message>
        <source>head dimension</source>
        <translation>头维度</translation>
    </message>
    <message>
        <source>Dimension of one attention head.</source>
        <translation>单个注意力头的维度。</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>提示 token 数</translation>
    </message>
    <message>
        <source>prompt tokens</source>
        <translation>提示 token 数</translation>
    </message>
    <message>
        <source>Tokens in a typical request&apos;s prompt.</source>
        <translation>典型请求提示中的 token 数。</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <source>output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <source>Tokens in a typical answer.</source>
        <translation>典型回答中的 token 数。</translation>
    </message>
    <message>
        <source>Peak output tokens/s</source>
        <translation>峰值输出 token/s</translation>
    </message>
    <message>
        <source>peak throughput</source>
        <translation>峰值吞吐量</translation>
    </message>
    <message>
        <source>Output tokens per second the service must sustain at its busiest.</source>
        <translation>服务在最繁忙时必须维持的每秒输出 token 数。</translation>
    </message>
    <message>
        <source>Demand growth / year</source>
        <translation>年需求增长</translation>
    </message>
    <message>
        <source>demand growth</source>
        <translation>需求增长</translation>
    </message>
    <message>
        <source>The peak grows by this fraction once a year: 0.5 is 50 % a year. Empty: no growth (or the demand steps below).</source>
        <translation>峰值每年按此比例增长一次：0.5 即每年 50%。留空：不增长（或使用下方的分阶段需求）。</translation>
    </message>
    <message>
        <source>Time per output token (ms)</source>
        <translation>每个输出 token 耗时（毫秒）</translation>
    </message>
    <message>
        <source>latency target</source>
        <translation>延迟目标</translation>
    </message>
    <message>
        <source>Latency target: milliseconds per generated token a user sees.</source>
        <translation>延迟目标：用户看到的每生成一个 token 所需毫秒数。</translation>
    </message>
    <message>
        <source>Time to first token (ms)</source>
        <translation>首 token 时延（毫秒）</translation>
    </message>
    <message>
        <source>time-to-first-token limit</source>
        <translation>首 token 时延上限</translation>
    </message>
    <message>
        <source>Longest wait for the first token, in milliseconds: options whose prefill of one prompt takes longer are excluded. Empty: no limit.</source>
        <translation>等待首个 token 的最长时间（毫秒）：单个提示词预填充耗时超过它的方案会被排除。留空：不限。</translation>
    </message>
    <message>
        <source>Utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>utilization</source>
        <translation>利用率</translation>
    </message>
    <message>
        <source>Average load as a fraction of the peak, in (0, 1]: drives power and the tokens actually served.</source>
        <translation>平均负载占峰值的比例，取值范围 (0, 1]：决定功耗和实际服务的 token 数。</translation>
    </message>
    <message>
        <source>Model updates / year</source>
        <translation>每年模型更新次数</translation>
    </message>
    <message>
        <source>model updates per year</source>
        <translation>每年模型更新次数</translation>
    </message>
    <message>
        <source>New model versions a year; each needs requantizing on quantized precisions.</source>
        <translation>每年的新模型版本数；量化精度下每次都需要重新量化。</translation>
    </message>
    <message>
        <source>Maximum batch</source>
        <translation>最大批大小</translation>
    </message>
    <message>
        <source>maximum batch</source>
        <translation>最大批大小</translation>
    </message>
    <message>
        <source>Largest batch the serving stack runs.</source>
        <translation>推理服务栈运行的最大批大小。</translation>
    </message>
    <message>
        <source>Dynamic shapes</source>
        <translation>动态形状</translation>
    </message>
    <message>
        <source>dynamic shapes</source>
        <translation>动态形状</translation>
    </message>
    <message>
        <source>Requests vary in length and shape (hard for NPUs and ASICs).</source>
        <translation>请求的长度和形状各不相同（对 NPU 和 ASIC 不友好）。</translation>
    </message>
    <message>
        <source>Requires isolation</source>
        <translation>需要隔离</translation>
    </message>
    <message>
        <source>isolation requirement</source>
        <translation>隔离要求</translation>
    </message>
    <message>
        <source>Tenants must be isolated on shared cards (needs partitioning).</source>
        <translation>租户必须在共享卡上相互隔离（需要分区支持）。</translation>
    </message>
    <message>
        <source>Option</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>How the option is called on the dashboard; unique in the scenario.</source>
        <translation>方案在仪表板上的名称；在场景内唯一。</translation>
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
        <translation>向服务商租用服务器，或购买硬件放入托管机房，或两者结合（混合）：自有基础服务器，其余租用。</translation>
    </message>
    <message>
        <source>Rent: cards some rental offer has. Colocation: cards with a price. Hybrid: cards with both.</source>
        <translation>租用：有租用报价的加速卡。托管：有价格的加速卡。混合：两者兼备的加速卡。</translation>
    </message>
    <message>
        <source>Server platform</source>
        <translation>服务器平台</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>平台</translation>
    </message>
    <message>
        <source>Colocation and hybrid: a priced server that accepts the card&apos;s class.</source>
        <translation>托管和混合：有价格且支持该类加速卡的服务器。</translation>
    </message>
    <message>
        <source>Offer</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>offer</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Rent: an offer for this card. Colocation and hybrid: the rack offer. The offer&apos;s region gives electricity, PUE and staff cost.</source>
        <translation>租用：该卡的租用报价。托管和混合：机柜报价。报价所在地区决定电价、PUE 和人力成本。</translation>
    </message>
    <message>
        <source>Rental offer</source>
        <translation>租用报价</translation>
    </message>
    <message>
        <source>rental offer</source>
        <translation>租用报价</translation>
    </message>
    <message>
        <source>Hybrid only: the offer for this card that rents the servers the owned base does not cover.</source>
        <translation>仅限混合：租用自有服务器覆盖不了的那部分服务器所用的该卡租用报价。</translation>
    </message>
    <message>
        <source>Owned servers</source>
        <translation>自有服务器</translation>
    </message>
    <message>
        <source>owned servers</source>
        <translation>自有服务器数量</translation>
    </message>
    <message>
        <source>Hybrid only: servers bought at the start and placed in colocation; demand beyond them is rented.</source>
        <translation>仅限混合：开始时购买并放入托管机房的服务器；超出部分的需求改为租用。</translation>
    </message>
    <message>
        <source>Per-sequence overhead (ms)</source>
        <translation>每序列开销 (ms)</translation>
    </message>
    <message>
        <source>per-sequence overhead</source>
        <translation>每序列开销</translation>
    </message>
    <message>
        <source>Host time an iteration spends per running request (scheduling, sampling, streaming), in milliseconds; 0 for none.</source>
        <translation>每次迭代为每个运行中的请求花费的主机时间（调度、采样、流式输出），单位毫秒；0 表示无。</translation>
    </message>
    <message>
        <source>Per-request overhead (ms)</source>
        <translation>每请求开销 (ms)</translation>
    </message>
    <message>
        <source>per-request overhead</source>
        <translation>每请求开销</translation>
    </message>
    <message>
        <source>Time added once to every request&apos;s first token and end (tokenising, queue hand-off, the response path), in milliseconds; 0 for none.</source>
        <translation>每个请求的首个 token 和结束各加一次的时间（分词、队列交接、响应路径），单位毫秒；0 表示无。</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>外形规格</translation>
    </message>
    <message>
        <source>form factor</source>
        <translation>外形规格</translation>
    </message>
    <message>
        <source>SXM, OAM, PCIe or other: a server platform that lists the form factors it takes accepts only these. Empty: not stated, no restriction.</source>
        <translation>SXM、OAM、PCIe 或其他：列出了可安装外形规格的服务器平台只接受这些规格。留空：未注明，不作限制。</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>容量测算</translation>
    </message>
    <message>
        <source>sizing</source>
        <translation>容量测算方式</translation>
    </message>
    <message>
        <source>average: replicas from the average batch; p99: from the simulated load at which the P99 latencies still meet both targets (needs a time-to-first-token target).</source>
        <translation>average：按平均批量计算副本数；p99：按 P99 延迟仍满足两项目标时的模拟负载计算（需要首 token 时延目标）。</translation>
    </message>
    <message>
        <source>Arrivals</source>
        <translation>请求到达</translation>
    </message>
    <message>
        <source>arrival process</source>
        <translation>到达过程</translation>
    </message>
    <message>
        <source>Burst CV</source>
        <translation>突发变异系数</translation>
    </message>
    <message>
        <source>burst CV</source>
        <translation>突发变异系数</translation>
    </message>
    <message>
        <source>Bursty arrivals: the coefficient of variation of the gaps between requests, at least 1; 2 by default.</source>
        <translation>突发到达时请求间隔的变异系数，至少为 1；默认 2。</translation>
    </message>
    <message>
        <source>Prefill chunk tokens</source>
        <translation>预填充分块 token 数</translation>
    </message>
    <message>
        <source>prefill chunk</source>
        <translation>预填充分块</translation>
    </message>
    <message>
        <source>Tokens one iteration may process, decode tokens included (the engine&apos;s chunked-prefill budget), 16 to 1,000,000; 2048 by default.</source>
        <translation>一次迭代最多处理的 token 数，含解码 token（推理引擎的分块预填充预算），16 至 1,000,000；默认 2048。</translation>
    </message>
    <message>
        <source>Iteration overhead (ms)</source>
        <translation>迭代开销 (ms)</translation>
    </message>
    <message>
        <source>iteration overhead</source>
        <translation>迭代开销</translation>
    </message>
    <message>
        <source>Time added to every iteration (scheduler, sampling, kernel launches), in milliseconds; 0 for none.</source>
        <translation>每次迭代额外增加的时间（调度器、采样、内核启动），单位毫秒；0 表示无。</translation>
    </message>
    <message>
        <source>Simulated requests</source>
        <translation>模拟请求数</translation>
    </message>
    <message>
        <source>simulated requests</source>
        <translation>模拟请求数</translation>
    </message>
    <message>
        <source>Requests one simulation runs, 500 to 1,000,000; the first tenth warms up and is not counted.</source>
        <translation>一次模拟运行的请求数，500 至 1,000,000；前十分之一用于预热，不计入统计。</translation>
    </message>
    <message>
        <source>Simulation seed</source>
        <translation>模拟随机种子</translation>
    </message>
    <message>
        <source>simulation seed</source>
        <translation>模拟随机种子</translation>
    </message>
    <message>
        <source>Seed of the simulation&apos;s random arrivals, 0 to 2^63 - 1: the same seed gives the same results.</source>
        <translation>模拟随机到达的种子，0 至 2^63 - 1：相同种子得到相同结果。</translation>
    </message>
    <message>
        <source>One-off fee for each rack, charged when the rack is added (per rack).</source>
        <translation>每个机柜的一次性费用，在该机柜加入时收取（按机柜计）。</translation>
    </message>
    <message>
        <source>Cross-connects and transit per month for the whole offer, however many racks it has (not per server or per rack).</source>
        <translation>整个报价每月的交叉连接和带宽费用，不论有多少个机柜（并非按服务器或机柜计）。</translation>
    </message>
    <message>
        <source>One-off fee for each server rented, charged when the server is added (per server).</source>
        <translation>每租用一台服务器的一次性费用，在该服务器加入时收取（按服务器计）。</translation>
    </message>
    <message>
        <source>Egress, storage and other network charges per month for the whole offer, however many servers are rented from it (not per server).</source>
        <translation>整个报价每月的流量、存储及其他网络费用，不论从中租用多少台服务器（并非按服务器计）。</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>The scenario&apos;s key.</source>
        <translation>场景的键。</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Shown on the dashboard and the report&apos;s title page.</source>
        <translation>显示在仪表板和报告封面上。</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>Where the figures come from and what was assumed.</source>
        <translation>数据来源及所作的假设。</translation>
    </message>
    <message>
        <source>Lengths</source>
        <translation>长度</translation>
    </message>
    <message>
        <source>request lengths</source>
        <translation>请求长度</translation>
    </message>
    <message>
        <source>The lengths of the simulated requests: fixed (every request has the prompt and output tokens above) or log (each request those of a row of the request log).</source>
        <translation>模拟请求的长度：fixed（每个请求都使用上面的提示与输出 token 数）或 log（每个请求使用请求日志中一行的长度）。</translation>
    </message>
    <message>
        <source>Request log</source>
        <translation>请求日志</translation>
    </message>
    <message>
        <source>request log</source>
        <translation>请求日志</translation>
    </message>
    <message>
        <source>The id of the request log whose lengths or arrivals the simulation replays; empty: none.</source>
        <translation>模拟重放其长度或到达时间的请求日志的 ID；留空表示不使用。</translation>
    </message>
    <message>
        <source>Tax rate</source>
        <translation>税率</translation>
    </message>
    <message>
        <source>tax rate</source>
        <translation>税率</translation>
    </message>
    <message>
        <source>Profits tax rate, as a fraction: 0.165 is Hong Kong&apos;s 16.5 %. Empty: results before tax only.</source>
        <translation>利得税/所得税税率，以小数表示：0.165 即香港的 16.5%。留空：只计算税前结果。</translation>
    </message>
    <message>
        <source>Write-off</source>
        <translation>核销方式</translation>
    </message>
    <message>
        <source>write-off</source>
        <translation>核销方式</translation>
    </message>
    <message>
        <source>immediate: owned hardware is deducted in full in the month it is bought (Hong Kong s.16G); straight_line: in equal months over the years below.</source>
        <translation>immediate：自有硬件在购买当月全额扣除（香港 s.16G）；straight_line：在下面的年数内按月等额扣除。</translation>
    </message>
    <message>
        <source>Write-off years</source>
        <translation>核销年数</translation>
    </message>
    <message>
        <source>write-off years</source>
        <translation>核销年数</translation>
    </message>
    <message>
        <source>Straight-line write-off only: the years, 1 to 20, over which hardware is deducted.</source>
        <translation>仅直线法核销：硬件扣除的年数，1 至 20。</translation>
    </message>
    <message>
        <source>Tax lag (months)</source>
        <translation>缴税滞后（月）</translation>
    </message>
    <message>
        <source>tax lag</source>
        <translation>缴税滞后</translation>
    </message>
    <message>
        <source>Months, 0 to 24, from a month&apos;s profit to its tax being paid (or saved); what falls after the horizon is paid in its last month.</source>
        <translation>某月利润到缴纳（或节省）其税款之间的月数，0 至 24；落在期限之后的计入最后一个月。</translation>
    </message>
    <message>
        <source>Financing</source>
        <translation>融资</translation>
    </message>
    <message>
        <source>financing</source>
        <translation>融资</translation>
    </message>
    <message>
        <source>Empty: the hardware is paid in cash. loan: borrowed, repaid monthly, the hardware is yours (and its tax write-off). lease: rented monthly from the month of purchase, given back at the end (no resale, no write-off; the payments are deducted).</source>
        <translation>留空：以现金购买硬件。loan：借款购买，按月还款，硬件归你所有（并享有税务核销）。lease：自购买当月起按月租用，期满归还（不可转售，无核销；租金可扣税）。</translation>
    </message>
    <message>
        <source>Financing rate / year</source>
        <translation>融资年利率</translation>
    </message>
    <message>
        <source>financing rate</source>
        <translation>融资利率</translation>
    </message>
    <message>
        <source>Nominal yearly rate of the loan or lease, compounded monthly: 0.06 is 6 % a year, 0.5 % a month.</source>
        <translation>贷款或租赁的名义年利率，按月复利：0.06 即年利率 6%、月利率 0.5%。</translation>
    </message>
    <message>
        <source>Financing term (months)</source>
        <translation>融资期限（月）</translation>
    </message>
    <message>
        <source>financing term</source>
        <translation>融资期限</translation>
    </message>
    <message>
        <source>Monthly payments of each purchase, 1 to 120. A loan still owed at the horizon is repaid then; a lease must run to the horizon.</source>
        <translation>每笔采购的月供期数，1 至 120。期限结束时仍欠的贷款在当时还清；租赁必须持续到期限结束。</translation>
    </message>
    <message>
        <source>Down payment</source>
        <translation>首付</translation>
    </message>
    <message>
        <source>down payment</source>
        <translation>首付</translation>
    </message>
    <message>
        <source>Loan only: the share of each purchase paid at once, as a fraction; the rest is borrowed.</source>
        <translation>仅限贷款：每笔采购立即支付的比例，以小数表示；其余为借款。</translation>
    </message>
    <message>
        <source>TP all-reduce (µs/layer)</source>
        <translation>TP 全归约（µs/层）</translation>
    </message>
    <message>
        <source>tensor-parallel all-reduce time</source>
        <translation>张量并行全归约时间</translation>
    </message>
    <message>
        <source>Time of one layer&apos;s tensor-parallel all-reduces in one iteration, in microseconds, when a model is split over several cards; 0 for none.</source>
        <translation>模型拆分到多张卡上时，每次迭代中一层的张量并行全归约时间，单位为微秒；0 表示没有。</translation>
    </message>
    <message>
        <source>TP all-reduce (ns/token/layer)</source>
        <translation>TP 全归约（ns/词元/层）</translation>
    </message>
    <message>
        <source>tensor-parallel all-reduce time per token</source>
        <translation>每词元的张量并行全归约时间</translation>
    </message>
    <message>
        <source>Time the tensor-parallel all-reduces of one layer add per token an iteration processes, in nanoseconds; 0 for none.</source>
        <translation>一次迭代每处理一个词元，一层的张量并行全归约所增加的时间，单位为纳秒；0 表示没有。</translation>
    </message>
    <message>
        <source>How requests arrive in the simulation: poisson (independent), bursty (gaps that vary by the burst CV) or log (the gaps of the request log, replayed at the simulated rate).</source>
        <translation>模拟中请求的到达方式：poisson（相互独立）、bursty（间隔按突发变异系数波动）或 log（按模拟速率重放请求日志中的间隔）。</translation>
    </message>
    <message>
        <source>Reporting</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>Staff</source>
        <translation>运维人员</translation>
    </message>
    <message>
        <source>Owned hardware</source>
        <translation>自有硬件</translation>
    </message>
    <message>
        <source>Profits tax</source>
        <translation>利得税</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Serving simulation</source>
        <translation>服务模拟</translation>
    </message>
</context>
<context>
    <name>infertco::FleetChart</name>
    <message>
        <source>Servers per month, owned and rented</source>
        <translation>每月服务器数量（自有与租用）</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器</translation>
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
            <numerusform>%n 台各有 %1 个插槽的自有服务器放不下一个需要 %2 张加速卡的副本；请增加自有服务器</numerusform>
        </translation>
    </message>
    <message>
        <source>in month %1 it would need %2 %3, more than the 1,000,000,000 a plan can hold; check the demand and the per-token target</source>
        <translation>第 %1 个月需要 %2 %3，超过方案可容纳的 1,000,000,000；请检查需求和每 token 耗时目标</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>台服务器</translation>
    </message>
    <message>
        <source>accelerators with spares</source>
        <translation>张加速卡（含备用卡）</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>个机柜</translation>
    </message>
    <message>
        <source>replicas</source>
        <translation>个副本</translation>
    </message>
</context>
<context>
    <name>infertco::FxRateTableModel</name>
    <message>
        <source>exchange rate</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>A currency that a price or fee of the compared options is in.</source>
        <translation>所比较方案中某项价格或费用所用的币种。</translation>
    </message>
    <message>
        <source>reporting currency</source>
        <translation>报告币种</translation>
    </message>
    <message>
        <source>1 unit in %1</source>
        <translation>1 单位折合 %1</translation>
    </message>
    <message>
        <source>What one unit of the currency is worth in the reporting currency, e.g. 7.8 for USD when reporting in HKD.</source>
        <translation>一单位该币种折合多少报告币种，例如以 HKD 报告时，USD 为 7.8。</translation>
    </message>
</context>
<context>
    <name>infertco::FxRates</name>
    <message>
        <source>Every currency the catalog uses already has a rate; change a rate&apos;s currency to add another.</source>
        <translation>目录使用的每种币种都已有汇率；如需添加其他币种，请修改某个汇率的币种。</translation>
    </message>
    <message>
        <source>%1 is the reporting currency; its rate is always 1</source>
        <translation>%1 是报告币种；其汇率始终为 1</translation>
    </message>
    <message>
        <source>%1 already has a rate</source>
        <translation>%1 已有汇率</translation>
    </message>
</context>
<context>
    <name>infertco::HeadlineFigures</name>
    <message>
        <source>%1-year total</source>
        <translation>%1 年总计</translation>
    </message>
    <message>
        <source>%1-month total</source>
        <translation>%1 个月总计</translation>
    </message>
    <message>
        <source>%1 · %2 × %3 in one server</source>
        <translation>%1 · %2 × %3，单台服务器</translation>
    </message>
    <message>
        <source>%1 · %2 × %3 in %4 servers</source>
        <translation>%1 · %2 × %3，共 %4 台服务器</translation>
    </message>
    <message>
        <source>Cheapest option</source>
        <translation>最便宜方案</translation>
    </message>
    <message>
        <source>Net present value</source>
        <translation>净现值</translation>
    </message>
    <message>
        <source>Break-even, colo vs rent</source>
        <translation>盈亏平衡点（托管 vs 租用）</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <source>None feasible</source>
        <translation>无可行方案</translation>
    </message>
    <message>
        <source>No option can serve this workload; see the advice.</source>
        <translation>没有方案能够承载该工作负载；请查看建议。</translation>
    </message>
    <message>
        <source>Discounted at %1% a year</source>
        <translation>按年折现率 %1% 折现</translation>
    </message>
    <message>
        <source>No colo and rent option on the same accelerator</source>
        <translation>没有使用同一加速卡的托管与租用方案</translation>
    </message>
    <message>
        <source>Month %1</source>
        <translation>第 %1 个月</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 vs %2</translation>
    </message>
    <message>
        <source>Never</source>
        <translation>不会回本</translation>
    </message>
    <message>
        <source>%1 stays dearer than %2 over %3 months</source>
        <translation>%3 个月内 %1 始终比 %2 贵</translation>
    </message>
    <message>
        <source>%1 billion parameters, %2 · %3 output tokens per second at peak · %4 months</source>
        <translation>%1B 参数，%2 · 峰值输出 %3 tokens/s · %4 个月</translation>
    </message>
    <message>
        <source>%1 vs %2, only through the %3 resale value</source>
        <translation>%1 vs %2，仅靠 %3 的残值</translation>
    </message>
    <message>
        <source>%1 vs %2; month %3 without the resale value</source>
        <translation>%1 vs %2；不计残值为第 %3 个月</translation>
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
        <translation>测算期内没有需要支付的费用</translation>
    </message>
    <message>
        <source>%1 is %2% of the costs before the resale credit of %3</source>
        <translation>%1占扣除 %3 残值前成本的 %2%</translation>
    </message>
    <message>
        <source>%1 is %2% of the costs</source>
        <translation>%1占成本的 %2%</translation>
    </message>
    <message>
        <source>%1, output tokens at %2% average load</source>
        <translation>%1，按平均负载 %2% 计算输出 token</translation>
    </message>
    <message>
        <source>%1, output tokens at %2% average load of a %3 tokens/s peak</source>
        <translation>%1，按峰值每秒 %3 个 token 的 %2% 平均负载计算输出 token</translation>
    </message>
    <message>
        <source>%1, output tokens at %2% average load of peaks from %3 to %4 tokens/s</source>
        <translation>%1，按峰值每秒 %3 至 %4 个 token 的 %2% 平均负载计算输出 token</translation>
    </message>
    <message>
        <source>%1 billion parameters, %2 · peaks from %3 to %4 output tokens per second · %5 months</source>
        <translation>%1B 参数，%2 · 峰值输出 %3 至 %4 tokens/s · %5 个月</translation>
    </message>
    <message>
        <source>%1 (%2, the cheapest, has no rental or owned option on the same card to compare with)</source>
        <translation>%1（最便宜的 %2 没有使用同一种卡的租用或自有方案可供比较）</translation>
    </message>
    <message>
        <source>None with every figure</source>
        <translation>没有数据齐全的方案</translation>
    </message>
    <message>
        <source>Every option that can serve this workload lacks a figure (%1 for %2); enter it to compare.</source>
        <translation>每个能满足该工作负载的方案都缺少一项数据（%2 缺少%1）；填入后即可比较。</translation>
    </message>
    <message>
        <source>%1 · the only option with every figure</source>
        <translation>%1 · 唯一数据齐全的方案</translation>
    </message>
    <message>
        <source>Misses both P99 targets</source>
        <translation>未达到两项 P99 目标</translation>
    </message>
    <message>
        <source>Misses its P99 first-token target</source>
        <translation>未达到 P99 首 token 时延目标</translation>
    </message>
    <message>
        <source>Misses its P99 per-token target</source>
        <translation>未达到 P99 每 token 耗时目标</translation>
    </message>
    <message>
        <source>%1 · sized by P99: %2</source>
        <translation>%1 · 按 P99 测算容量：%2</translation>
    </message>
    <message>
        <source>%1 · no P99-sized cost: %2</source>
        <translation>%1 · 无法按 P99 测算成本：%2</translation>
    </message>
    <message>
        <source>After tax %1 · %2</source>
        <translation>税后 %1 · %2</translation>
    </message>
    <message>
        <source>Month %1 at the earliest</source>
        <translation>最早第 %1 个月</translation>
    </message>
    <message>
        <source>%1; %2 is a lower bound (%3)</source>
        <translation>%1；%2 为下限（%3）</translation>
    </message>
    <message>
        <source>%1 stays dearer than %2 over %3 months even at its lower bound</source>
        <translation>%3 个月内 %1 即使按其下限计算也始终比 %2 贵</translation>
    </message>
</context>
<context>
    <name>infertco::ImportPreview</name>
    <message>
        <source>Import Quotes</source>
        <translation>导入报价</translation>
    </message>
    <message numerus="yes">
        <source>%1 will add %n item(s) and change %2. Nothing is written until you choose Import; an import can be undone.</source>
        <translation>
            <numerusform>%1 将新增 %n 项并更改 %2。选择“导入”之前不会写入任何内容；导入可以撤销。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n item(s)</source>
        <translation>
            <numerusform>%n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>Item or field</source>
        <translation>项目或字段</translation>
    </message>
    <message>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <source>After</source>
        <translation>之后</translation>
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
            <numerusform>另有 %n 项</numerusform>
        </translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
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
        <translation>跟随系统</translation>
    </message>
</context>
<context>
    <name>infertco::LatencyCharts</name>
    <message>
        <source>Memory-bound</source>
        <translation>受显存带宽限制</translation>
    </message>
    <message>
        <source>Compute-bound</source>
        <translation>受算力限制</translation>
    </message>
    <message>
        <source>P99 time to first token against load</source>
        <translation>P99 首 token 时延随负载的变化</translation>
    </message>
    <message>
        <source>P99 time per output token against load</source>
        <translation>P99 每个输出 token 耗时随负载的变化</translation>
    </message>
    <message>
        <source>Load (% of SLO capacity)</source>
        <translation>负载（占 SLO 容量的 %）</translation>
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
        <translation>目标</translation>
    </message>
    <message>
        <source>Peak-month load</source>
        <translation>峰值月负载</translation>
    </message>
    <message>
        <source>Roofline: where each option&apos;s work sits</source>
        <translation>屋顶线模型：各方案的工作负载所处位置</translation>
    </message>
    <message>
        <source>Arithmetic intensity (FLOP per byte)</source>
        <translation>算术强度（每字节浮点运算次数）</translation>
    </message>
    <message>
        <source>Attainable TFLOP/s</source>
        <translation>可达 TFLOP/s</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>SLO capacity (100%)</source>
        <translation>SLO 容量（100%）</translation>
    </message>
    <message>
        <source>peak-month load %1 of SLO capacity</source>
        <translation>峰值月负载为 SLO 容量的 %1</translation>
    </message>
    <message>
        <source>no load meets the P99 targets</source>
        <translation>任何负载都达不到 P99 目标</translation>
    </message>
    <message>
        <source>%1; P99 TTFT %2, P99 TPOT %3; SLO capacity %4 tokens/s per replica</source>
        <translation>%1；P99 首 token 时延 %2，P99 每个输出 token 耗时 %3；每个副本的 SLO 容量为 %4 tokens/s</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>首 token 时延 %1</translation>
    </message>
    <message>
        <source>TPOT %1</source>
        <translation>每 token 耗时 %1</translation>
    </message>
    <message>
        <source>%1 of capacity</source>
        <translation>占容量 %1</translation>
    </message>
    <message>
        <source>P99 at the peak month:</source>
        <translation>峰值月 P99：</translation>
    </message>
    <message>
        <source>decode %1 FLOP/byte, compute-bound</source>
        <translation>解码 %1 FLOP/字节，受算力限制</translation>
    </message>
    <message>
        <source>decode %1 FLOP/byte, memory-bound</source>
        <translation>解码 %1 FLOP/字节，受显存带宽限制</translation>
    </message>
    <message>
        <source>prefill %1 FLOP/byte, compute-bound</source>
        <translation>预填充 %1 FLOP/字节，受算力限制</translation>
    </message>
    <message>
        <source>prefill %1 FLOP/byte, memory-bound</source>
        <translation>预填充 %1 FLOP/字节，受显存带宽限制</translation>
    </message>
    <message>
        <source>ridge %1 FLOP/byte; %2; %3</source>
        <translation>拐点 %1 FLOP/字节；%2；%3</translation>
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
        <translation>模拟所用请求：请求日志 %1 的长度和到达时间。</translation>
    </message>
    <message>
        <source>the lengths of request log %1</source>
        <translation>请求日志 %1 的长度</translation>
    </message>
    <message>
        <source>fixed lengths (%1 prompt and %2 output tokens)</source>
        <translation>固定长度（%1 个提示 token、%2 个输出 token）</translation>
    </message>
    <message>
        <source>Poisson arrivals</source>
        <translation>泊松到达</translation>
    </message>
    <message>
        <source>bursty arrivals (gap CV %1)</source>
        <translation>突发到达（间隔变异系数 %1）</translation>
    </message>
    <message>
        <source>the arrivals of request log %1</source>
        <translation>请求日志 %1 的到达时间</translation>
    </message>
    <message>
        <source>Requests simulated with %1 and %2.</source>
        <translation>模拟所用请求：%1，%2。</translation>
    </message>
</context>
<context>
    <name>infertco::LatencyView</name>
    <message>
        <source>Simulating… the P99 figures follow as soon as the simulation ends.</source>
        <translation>正在模拟……模拟结束后即显示 P99 数据。</translation>
    </message>
    <message>
        <source>The latency appears here as soon as the scenario can be computed.</source>
        <translation>场景可以计算后，时延将显示在这里。</translation>
    </message>
    <message>
        <source>No latency figures for these inputs.</source>
        <translation>这些输入没有时延数据。</translation>
    </message>
    <message>
        <source>No option could be simulated: the advice says why.</source>
        <translation>没有方案可以模拟：原因见建议。</translation>
    </message>
</context>
<context>
    <name>infertco::MainWindow</name>
    <message>
        <source>InferTCO documents (*.infertco)</source>
        <translation>InferTCO 文档 (*.infertco)</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>Cards and modules: price, memory, bandwidth, throughput per precision, power and how well the serving stack uses them.</source>
        <translation>加速卡和模组：价格、显存、带宽、各精度算力、功耗，以及推理框架能发挥出的效率。</translation>
    </message>
    <message>
        <source>Server platforms</source>
        <translation>服务器平台</translation>
    </message>
    <message>
        <source>Servers that host owned cards in colocation: slots, accepted card classes, height, base power and price.</source>
        <translation>用于托管自有加速卡的服务器：卡槽数、支持的加速卡类别、高度（U）、基础功耗和价格。</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>服务器租用报价</translation>
    </message>
    <message>
        <source>Servers for rent: provider, region, cards per server, monthly or hourly price, fees and minimum term.</source>
        <translation>可租用的服务器：供应商、地区、每台卡数、月租或时租价格、各项费用和最短合约期。</translation>
    </message>
    <message>
        <source>Colocation offers</source>
        <translation>服务器托管报价</translation>
    </message>
    <message>
        <source>Rack space for owned servers: rack and U fees, power allowance and billing, PUE, setup and network.</source>
        <translation>放置自有服务器的机柜空间：机柜费和按 U 计费、电力额度与计费方式、PUE、开通费和网络费。</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Where servers run: currency, electricity tariff, typical PUE and the yearly cost of one engineer.</source>
        <translation>服务器所在地：币种、电价、典型 PUE，以及一名工程师的年度成本。</translation>
    </message>
    <message>
        <source>Open a document, or start from the demo.</source>
        <translation>打开一个文档，或从示例文档开始。</translation>
    </message>
    <message>
        <source>Open the demo</source>
        <translation>打开示例文档</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New…</source>
        <translation>新建(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <source>Open the &amp;Demo</source>
        <translation>打开示例文档(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Every edit is saved as it is made; this confirms it.</source>
        <translation>每次修改都会即时保存；此命令只是确认已保存。</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Print Report…</source>
        <translation>打印报告(&amp;P)…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Presentation</source>
        <translation>演示模式(&amp;P)</translation>
    </message>
    <message>
        <source>Results only, full screen, large type. Esc leaves.</source>
        <translation>只显示结果，全屏、大字号。按 Esc 退出。</translation>
    </message>
    <message>
        <source>Results &amp;Only</source>
        <translation>只看结果(&amp;O)</translation>
    </message>
    <message>
        <source>Show &amp;Results</source>
        <translation>显示结果面板(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Results</source>
        <translation>结果(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Copy Chart</source>
        <translation>复制图表(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;About InferTCO</source>
        <translation>关于 InferTCO(&amp;A)</translation>
    </message>
    <message>
        <source>About InferTCO</source>
        <translation>关于 InferTCO</translation>
    </message>
    <message>
        <source>&lt;h3&gt;InferTCO %1&lt;/h3&gt;&lt;p&gt;What serving an AI inference workload costs over three years: renting servers or buying hardware for colocation.&lt;/p&gt;&lt;p&gt;Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;InferTCO %1&lt;/h3&gt;&lt;p&gt;测算 AI 推理业务三年的总拥有成本：服务器租用，还是购买硬件做服务器托管。&lt;/p&gt;&lt;p&gt;依据 GNU GPL 第 3 版或更高版本授权。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The document could not be opened</source>
        <translation>无法打开文档</translation>
    </message>
    <message>
        <source>The document could not be created</source>
        <translation>无法创建文档</translation>
    </message>
    <message>
        <source>The demo could not be opened</source>
        <translation>无法打开示例文档</translation>
    </message>
    <message>
        <source>Computed in %1 ms at %2</source>
        <translation>计算耗时 %1 毫秒，完成于 %2</translation>
    </message>
    <message>
        <source>Not computed: the scenario has problems</source>
        <translation>未计算：场景存在问题</translation>
    </message>
    <message>
        <source>The document has no scenario yet: add one from the sidebar (right-click Scenarios).</source>
        <translation>文档中还没有场景：请在侧栏中添加（右键单击“场景”）。</translation>
    </message>
    <message>
        <source>%1[*] — InferTCO</source>
        <translation>%1[*] — InferTCO</translation>
    </message>
    <message>
        <source>%1 · every change saved</source>
        <translation>%1 · 所有修改均已保存</translation>
    </message>
    <message>
        <source>No recent documents</source>
        <translation>没有最近打开的文档</translation>
    </message>
    <message>
        <source>Clear the List</source>
        <translation>清空列表</translation>
    </message>
    <message>
        <source>New Document</source>
        <translation>新建文档</translation>
    </message>
    <message>
        <source>Untitled.infertco</source>
        <translation>未命名.infertco</translation>
    </message>
    <message>
        <source>cannot be replaced</source>
        <translation>无法替换</translation>
    </message>
    <message>
        <source>Open Document</source>
        <translation>打开文档</translation>
    </message>
    <message>
        <source>Save Document As</source>
        <translation>文档另存为</translation>
    </message>
    <message>
        <source>The document could not be saved</source>
        <translation>无法保存文档</translation>
    </message>
    <message>
        <source>Every change is saved in %1</source>
        <translation>所有修改均已保存到 %1</translation>
    </message>
    <message>
        <source>There is nothing to report yet</source>
        <translation>暂无可生成报告的结果</translation>
    </message>
    <message>
        <source>The scenario shown has no results: fix the problems the dashboard lists, or choose a scenario.</source>
        <translation>当前场景没有结果：请先修正仪表板列出的问题，或选择其他场景。</translation>
    </message>
    <message>
        <source>Export PDF Report</source>
        <translation>导出 PDF 报告</translation>
    </message>
    <message>
        <source>PDF documents (*.pdf)</source>
        <translation>PDF 文档 (*.pdf)</translation>
    </message>
    <message>
        <source>The report could not be written</source>
        <translation>无法写入报告</translation>
    </message>
    <message>
        <source>Report saved to %1</source>
        <translation>报告已保存到 %1</translation>
    </message>
    <message>
        <source>The report could not be printed</source>
        <translation>无法打印报告</translation>
    </message>
    <message>
        <source>Risk and &amp;Decision…</source>
        <translation>风险与决策(&amp;D)…</translation>
    </message>
    <message>
        <source>Which figures could change the answer, and how likely each option is to be the cheapest</source>
        <translation>哪些数据可能改变结论，以及各方案成为最便宜方案的概率</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Import Quotes from CSV…</source>
        <translation>从 CSV 导入报价(&amp;I)…</translation>
    </message>
    <message>
        <source>Rental offers, colocation offers or accelerator prices from a spreadsheet saved as CSV</source>
        <translation>从另存为 CSV 的电子表格导入服务器租用报价、服务器托管报价或加速卡价格</translation>
    </message>
    <message>
        <source>Export &amp;CSV…</source>
        <translation>导出 CSV(&amp;C)…</translation>
    </message>
    <message>
        <source>Export Spreadsheet</source>
        <translation>导出电子表格</translation>
    </message>
    <message>
        <source>Excel workbooks (*.xlsx)</source>
        <translation>Excel 工作簿 (*.xlsx)</translation>
    </message>
    <message>
        <source>The spreadsheet could not be written</source>
        <translation>无法写入电子表格</translation>
    </message>
    <message>
        <source>Spreadsheet saved to %1</source>
        <translation>电子表格已保存到 %1</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <source>The CSV files could not be written</source>
        <translation>无法写入 CSV 文件</translation>
    </message>
    <message>
        <source>Import Quotes</source>
        <translation>导入报价</translation>
    </message>
    <message>
        <source>The quotes were not imported; the catalog is unchanged</source>
        <translation>报价未导入；目录保持不变</translation>
    </message>
    <message numerus="yes">
        <source>Imported %1 from %2: %n new, %3 updated</source>
        <translation>
            <numerusform>已从 %2 导入%1：新增 %n 项，更新 %3 项</numerusform>
        </translation>
    </message>
    <message>
        <source>report</source>
        <translation>报告</translation>
    </message>
    <message>
        <source>Importing quotes from %1…</source>
        <translation>正在从 %1 导入报价…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>The import of %1 was cancelled; the catalog is unchanged</source>
        <translation>已取消导入 %1；目录未作更改</translation>
    </message>
    <message>
        <source>the document changed while %1 was read; import it again</source>
        <translation>读取 %1 期间文档已被更改；请重新导入</translation>
    </message>
    <message>
        <source>Writing the quotes to the document…</source>
        <translation>正在将报价写入文档…</translation>
    </message>
    <message>
        <source>Saved %1 (every option month by month and in total) and %2 (the months alone)</source>
        <translation>已保存 %1（每个方案的逐月明细及合计）和 %2（仅逐月明细）</translation>
    </message>
    <message>
        <source>%1 · saving…</source>
        <translation>%1 · 正在保存…</translation>
    </message>
    <message>
        <source>The last change could not be saved</source>
        <translation>无法保存最后一项修改</translation>
    </message>
    <message>
        <source>&amp;How the Figures Are Computed</source>
        <translation>数字如何计算(&amp;H)</translation>
    </message>
    <message>
        <source>How the figures are computed</source>
        <translation>数字如何计算</translation>
    </message>
    <message>
        <source>How the Figures Are Computed</source>
        <translation>数字如何计算</translation>
    </message>
    <message>
        <source>Find the Cheapest &amp;Plans…</source>
        <translation>查找最便宜的方案(&amp;P)…</translation>
    </message>
    <message>
        <source>Every rental, colocation and hybrid plan the catalog allows for this scenario, ranked by total cost</source>
        <translation>目录允许的该场景所有服务器租用、服务器托管和混合方案，按总成本排名</translation>
    </message>
    <message>
        <source>History on the Team Server…</source>
        <translation>团队服务器上的历史记录…</translation>
    </message>
    <message>
        <source>Connect to the team catalog first (File &gt; Team Catalog &gt; Connect…)</source>
        <translation>请先连接团队目录（文件 &gt; 团队目录 &gt; 连接…）</translation>
    </message>
    <message>
        <source>Simulating…</source>
        <translation>正在模拟……</translation>
    </message>
    <message>
        <source>&amp;Export PDF Report…</source>
        <translation>导出 PDF 报告(&amp;E)…</translation>
    </message>
    <message>
        <source>Export Spreads&amp;heet (Excel)…</source>
        <translation>导出电子表格 (Excel)(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Save Chart as PNG…</source>
        <translation>将图表另存为 PNG(&amp;S)…</translation>
    </message>
    <message>
        <source>Calibrate from &amp;Measured Runs…</source>
        <translation>根据实测运行校准(&amp;M)…</translation>
    </message>
    <message>
        <source>Fit a card&apos;s serving factors to the runs of your pilot and add the calibrated card beside it</source>
        <translation>用试点的运行拟合加速卡的推理服务系数，并在其旁添加校准后的卡</translation>
    </message>
    <message>
        <source>Simulating… the figures shown are for the previous inputs</source>
        <translation>正在模拟…所示数字仍是上次输入的结果</translation>
    </message>
    <message>
        <source>Simulating the latency for the report…</source>
        <translation>正在为报告模拟延迟…</translation>
    </message>
    <message>
        <source>Import Request &amp;Log…</source>
        <translation>导入请求日志(&amp;L)…</translation>
    </message>
    <message>
        <source>A log of requests (their arrival and their prompt and output tokens) for the serving simulation to replay</source>
        <translation>供服务模拟重放的请求日志（各请求的到达时间及提示和输出 token 数）</translation>
    </message>
    <message>
        <source>Import Request Log</source>
        <translation>导入请求日志</translation>
    </message>
    <message>
        <source>Reading the request log %1…</source>
        <translation>正在读取请求日志 %1…</translation>
    </message>
    <message>
        <source>Writing the request log to the document…</source>
        <translation>正在将请求日志写入文档…</translation>
    </message>
    <message>
        <source>The request log was not imported; the document is unchanged</source>
        <translation>未导入请求日志；文档保持不变</translation>
    </message>
    <message numerus="yes">
        <source>Imported the request log %1 from %2: %n request(s)</source>
        <translation>
            <numerusform>已从 %2 导入请求日志 %1：%n 个请求</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>infertco::MethodNotes</name>
    <message>
        <source>Cards, spares and servers bought, with the purchase overhead (freight, import, installation), counted in the month before they are first used; a fleet that grows buys each tranche at that year&apos;s prices.</source>
        <translation>购买的卡、备用卡和服务器，加上购置附加费用（运费、进口、安装），计入首次使用前一个月；逐步扩充的机群按当年价格购买每一批。</translation>
    </message>
    <message>
        <source>One-off fees when servers are rented or racks are taken: the rental offer&apos;s setup fee per server and the colocation offer&apos;s setup fee per rack, counted in the month before.</source>
        <translation>租用服务器或租用机柜时的一次性费用：租用报价的每台服务器开通费和托管报价的每个机柜开通费，计入前一个月。</translation>
    </message>
    <message>
        <source>Rented servers each month at the offer&apos;s monthly price (or its hourly price × 730 hours), which includes their power.</source>
        <translation>每月租用的服务器按报价的月价（或时价 × 730 小时）计算，已含电力。</translation>
    </message>
    <message>
        <source>Owned servers only: the energy drawn at the average load (servers&apos; base power, idle cards, and the busy share of the cards&apos; full power) × 730 hours × the electricity price; or the rack&apos;s power at a price per kW; or nothing when power is included in the rack fee.</source>
        <translation>仅限自有服务器：平均负载下的耗电（服务器基础功耗、闲置卡功耗，以及卡满载功耗中繁忙的部分）× 730 小时 × 电价；或按每 kW 价格计算机柜电力；电力已含在机柜费中时为零。</translation>
    </message>
    <message>
        <source>Metered power only: the same energy × (PUE − 1) × the electricity price.</source>
        <translation>仅限按表计电：同样的耗电 × (PUE − 1) × 电价。</translation>
    </message>
    <message>
        <source>Racks × the rack fee, plus servers&apos; rack units × the fee per unit, each month.</source>
        <translation>每月：机柜数 × 机柜费，加上服务器所占机架单元数 × 每单元费用。</translation>
    </message>
    <message>
        <source>The offers&apos; network fee each month: per offer, not per server (a hybrid pays both offers&apos;, the rental one only in months with rented servers).</source>
        <translation>每月的报价网络费：按报价计，而非按服务器计（混合方案支付两个报价的网络费，租用报价的只在有租用服务器的月份支付）。</translation>
    </message>
    <message>
        <source>Net present value: each month&apos;s total is discounted at the yearly discount rate r, as total × (1 + r)^(−m/12) for month m (month 0 undiscounted), rounded to the cent, and the rounded months are summed.</source>
        <translation>净现值：每月总额按年贴现率 r 贴现，第 m 个月为 总额 × (1 + r)^(−m/12)（第 0 个月不贴现），四舍五入到分，再将取整后的各月相加。</translation>
    </message>
    <message>
        <source>Break-even compares each colocation or hybrid option with each rental option on the same card: the month from which the owned option&apos;s cumulative cost stays at or below the rental&apos;s through the end of the horizon. The cash break-even is the same month counted without the residual credit, i.e. without selling the hardware at the end; when only the first exists, the option pays back only through its resale value.</source>
        <translation>盈亏平衡点比较使用同一种卡的每个托管或混合方案与每个租用方案：自该月起直至测算期结束，自有方案的累计成本始终不高于租用方案。现金盈亏平衡点是不计残值抵减（即期末不出售硬件）时的同一月份；若只有前者存在，该方案只能靠转售价值回本。</translation>
    </message>
    <message>
        <source>Cost per million tokens: the total over the horizon ÷ the output tokens served, counted as each month&apos;s peak × the average load × 3,600 seconds × 730 hours, in millions; rounded to four decimal places.</source>
        <translation>每百万 token 成本：测算期总额 ÷ 所服务的输出 token 数（每月峰值 × 平均负载 × 3,600 秒 × 730 小时，以百万计）；四舍五入到小数点后四位。</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>金额</translation>
    </message>
    <message>
        <source>Net present value</source>
        <translation>净现值</translation>
    </message>
    <message>
        <source>Break-even</source>
        <translation>盈亏平衡点</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百万 token 成本</translation>
    </message>
    <message>
        <source>Loans</source>
        <translation>贷款</translation>
    </message>
    <message>
        <source>A loan repays each purchase, less its down payment, in equal monthly payments from the month after it (an annuity at the yearly rate ÷ 12). Each month&apos;s interest is the balance × the yearly rate ÷ 12, rounded to the cent; the rest of the payment repays the balance, and the last payment repays what is left. A loan still owed at the end of the horizon is repaid in its last month. The down payment counts as the purchase; the hardware is owned, so its residual value and its tax write-off stay. A loan at the discount rate is not NPV-neutral: the loan compounds monthly at the yearly rate ÷ 12, the discount rate is an effective yearly rate.</source>
        <translation>贷款把每笔采购（扣除首付）按月等额偿还，从采购后的下一个月开始（按年利率 ÷ 12 计算的年金）。每月利息为余额 × 年利率 ÷ 12，四舍五入到分；其余部分偿还本金，最后一期偿还剩余全部。期限结束时仍欠的贷款在最后一个月还清。首付计为采购；硬件归自己所有，因此残值和税务核销保留。按折现率计息的贷款并非净现值中性：贷款按年利率 ÷ 12 按月复利，而折现率是实际年利率。</translation>
    </message>
    <message>
        <source>Leases</source>
        <translation>租赁</translation>
    </message>
    <message>
        <source>A lease pays for each purchase in equal monthly payments in advance, from the month of the purchase for its term, which must reach the end of the horizon; the payments due after the horizon are counted in its last month (the contract is owed). Nothing is bought and the hardware goes back at the end: no purchase, no residual value, no write-off. Maintenance, power and the other running costs are as for cash.</source>
        <translation>租赁以每月等额、期初支付的方式支付每笔采购，从采购当月起支付整个租期，租期必须持续到分析期限结束；期限之后到期的租金计入最后一个月（合同仍须履行）。不购买任何硬件，期满硬件归还：没有采购、没有残值、没有核销。维护、电力及其他运行成本与现金购买相同。</translation>
    </message>
    <message>
        <source>Profits tax</source>
        <translation>利得税</translation>
    </message>
    <message>
        <source>With a tax rate, each month&apos;s tax is the rate × (taxable receipts − deductions), rounded to the cent and paid the given number of months later (in the last month at the latest). Deducted as paid: setup, migration, rental, power, cooling, rack space, network, staff, maintenance, requantization, loan interest and lease payments. Hardware bought in cash or with a loan is written off in full in the month it is bought (immediate, as Hong Kong&apos;s s.16G allows) or in equal monthly parts over the given years (straight line); leased hardware is not. Its sale at the end (the residual value) is taxed up to what was written off, and what the straight line has not yet written off is deducted then. The total, NPV, cost per million tokens and break-even are before tax; the after-tax total and NPV add each month&apos;s tax.</source>
        <translation>设定税率后，每月税额 = 税率 ×（应税收入 − 扣除额），四舍五入到分，并在指定月数之后缴纳（最迟在最后一个月）。按支付扣除：安装、迁移、租用、电力、冷却、机柜空间、网络、人员、维护、重新量化、贷款利息和租金。以现金或贷款购买的硬件在购买当月全额核销（immediate，如香港 s.16G 所允许），或在指定年数内按月等额核销（直线法）；租赁硬件不核销。期末出售（残值）按已核销金额为上限征税，直线法尚未核销的部分在当时扣除。总额、净现值、每百万 token 成本和盈亏平衡点均为税前；税后总额和净现值加上每月税额。</translation>
    </message>
    <message>
        <source>Limits of the tax model</source>
        <translation>税务模型的局限</translation>
    </message>
    <message>
        <source>A negative tax is a saving: it assumes the company has other profits to set it against. Hong Kong has no group relief and no carry-back of losses, so a company without other profits would carry the loss forward instead. The 16.5 % default ignores the 8.25 % rate on the first HK$2 million of profits. Hire purchase gets depreciation allowances instead of s.16G and is not modelled: enter it as a loan.</source>
        <translation>负税额即节税：假设公司有其他利润可以抵销。香港没有集团亏损宽免，也不能把亏损向前结转，没有其他利润的公司只能把亏损向后结转。16.5% 的默认税率未计首 200 万港元利润适用的 8.25% 税率。租购可获折旧免税额而非 s.16G，本工具不建模：请按贷款输入。</translation>
    </message>
    <message>
        <source>The accelerator&apos;s migration days (the engineering days to bring the serving stack onto this card) × the engineer day rate, in month 0.</source>
        <translation>加速卡的迁移天数（把推理服务栈移植到这种卡上的工程天数）× 工程师日薪，计入第 0 个月。</translation>
    </message>
    <message>
        <source>Full-time equivalents × the yearly staff cost ÷ 12: per server, with a minimum for owned and for rented servers. The staff cost is the team region&apos;s when the scenario sets one, otherwise that of the option&apos;s own region (the rental offer&apos;s for rent, the colocation offer&apos;s for colo and hybrid).</source>
        <translation>全职人力当量 × 每年人力成本 ÷ 12：按服务器计，自有和租用服务器各有下限。场景设定了团队所在地区时，人力成本取该地区的；否则取方案自身所在地区的（租用取服务器租用报价的地区，托管和混合取服务器托管报价的地区）。</translation>
    </message>
    <message>
        <source>The yearly maintenance rate ÷ 12 × the value of every tranche bought before the month (its hardware, without the purchase overhead).</source>
        <translation>年维护费率 ÷ 12 × 该月之前购买的每一批的价值（其硬件，不含购置附加费用）。</translation>
    </message>
    <message>
        <source>The engineering days to requantize each model update, at the engineer day rate, in the month the update falls: only on a quantized precision (fp8, int8, int4) or a card that requires quantization.</source>
        <translation>每次模型更新重新量化所需的工程天数，按工程师日薪计，计入更新所在的月份：仅限量化精度（fp8、int8、int4）或必须量化的卡。</translation>
    </message>
    <message>
        <source>A credit in the last month: what each tranche of owned hardware is still worth at the end, by its age (the residual fraction or the residual curve), shown as a negative amount.</source>
        <translation>最后一个月的抵减：每一批自有硬件在期末按其使用时长仍值多少（残值比例或残值曲线），以负数显示。</translation>
    </message>
    <message>
        <source>Every amount is computed exactly in its own currency, converted at the scenario&apos;s exchange rates and rounded half to even to the cent once per month and component; every total is the sum of those rounded months, so every column adds up to its total.</source>
        <translation>每个金额先以其本身货币精确计算，按场景的汇率换算，再按每月每个成本项以四舍六入五成双舍入到分一次；每个合计都是这些已舍入月份之和，所以每一列都与其合计相符。</translation>
    </message>
    <message>
        <source>Tax defaults</source>
        <translation>默认税率</translation>
    </message>
    <message>
        <source>A new scenario without a tax of its own takes its team region&apos;s default, a researched figure with its source: Hong Kong 16.5 %, written off at once (s.16G); mainland China 25 %, written off at once for equipment of at most CNY 5 million a unit bought from 2024 to 2027 (above it, straight line over at least 3 years); Singapore 17 %, written off at once (s.19A); the United States 21 % federal, written off at once (100 % bonus depreciation after 2025-01-19). A scenario that exists is never changed.</source>
        <translation>新建场景若未设定税项，则采用其团队地区的默认值，即附有出处的调研数据：香港 16.5%，一次性核销（第 16G 条）；中国内地 25%，2024 至 2027 年购入、单位价值不超过 500 万元人民币的设备一次性扣除（超过者按直线法折旧，最少 3 年）；新加坡 17%，一次性核销（第 19A 条）；美国联邦税 21%，一次性核销（2025-01-19 之后 100% 额外折旧）。已有的场景不会被改动。</translation>
    </message>
    <message>
        <source>Finance in the results</source>
        <translation>结果中的融资与税项</translation>
    </message>
    <message>
        <source>The table lists the loan and lease lines above the total they are part of, and each after-tax figure below its pre-tax twin. Each bar of the component chart adds up to the total, with a tax to the total after tax. The cumulative chart and the break-even are before tax, on the financed cash flows.</source>
        <translation>表格把贷款和租赁各行列在其所属的合计之上，每个税后数字列在对应的税前数字之下。成本构成图中每条柱的总和等于合计，有税项时等于税后合计。累计成本图和盈亏平衡点均为税前，按融资后的现金流计算。</translation>
    </message>
    <message>
        <source>Numbers</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>An exchange rate is what one unit of a currency is worth in the reporting currency. An option that needs a currency the scenario has no rate for is refused, naming the currency and the item.</source>
        <translation>汇率是一单位某种货币折合多少报告货币。方案需要某种货币而场景没有其汇率时，会被拒绝，并指出该货币和该项目。</translation>
    </message>
    <message>
        <source>Months</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>A month has 730 hours. Month 0 holds the one-off costs of the fleet that starts in month 1; months 1 to the horizon hold the running costs and the later purchases.</source>
        <translation>每月按 730 小时计。第 0 个月计入第 1 个月起运行的机群的一次性费用；第 1 个月至测算期末计入运行费用和之后的购置。</translation>
    </message>
    <message>
        <source>Yearly factors</source>
        <translation>年度系数</translation>
    </message>
    <message>
        <source>A price with a yearly change c is multiplied by (1 + c) to the power of the whole years passed, kept to 34 significant digits: far below a cent on any realistic price.</source>
        <translation>年变化率为 c 的价格乘以 (1 + c) 的已过整年数次方，保留 34 位有效数字：对任何实际价格都远小于一分。</translation>
    </message>
    <message>
        <source>Counts</source>
        <translation>数量</translation>
    </message>
    <message>
        <source>Replicas, servers, accelerators and racks are whole numbers. An option that would need more than 10^9 of any of them in some month is infeasible, with the month and the count in its reason.</source>
        <translation>副本、服务器、加速卡和机柜都是整数。某个月其中任何一项需要超过 10^9 的方案不可行，原因中写明月份和数量。</translation>
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
        <translation>每月的峰值每秒输出 token 数是工作负载的峰值；有年需求增长时，该峰值每 12 个月增长一次；有需求阶梯时，取最后一个已开始阶梯的峰值。副本按峰值最大的月份测算。</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>机群</translation>
    </message>
    <message>
        <source>Rent</source>
        <translation>租用</translation>
    </message>
    <message>
        <source>Each month needs enough replicas for its peak, and the servers that hold them. A rental cannot shrink before its minimum term ends: the servers rented are the largest need of the last minimum-term months, and every card of a rented server is paid for.</source>
        <translation>每月需要足以承担其峰值的副本，以及容纳这些副本的服务器。租约在最短期限结束前不能缩减：租用的服务器数是最近最短期限内各月需求的最大值，租用服务器的每张卡都要付费。</translation>
    </message>
    <message>
        <source>Colo</source>
        <translation>托管</translation>
    </message>
    <message>
        <source>Owned hardware is never sold during the horizon, so the owned fleet only grows: it holds the most replicas any month so far has needed, with its servers, spares and racks.</source>
        <translation>自有硬件在测算期内从不出售，所以自有机群只增不减：它容纳迄今任何一个月所需的最多副本，连同其服务器、备用卡和机柜。</translation>
    </message>
    <message>
        <source>Hybrid</source>
        <translation>混合</translation>
    </message>
    <message>
        <source>The owned servers are bought for month 1 and hold as many replicas as fit; what they cannot carry is rented from the option&apos;s rental offer, under the rental&apos;s minimum term.</source>
        <translation>自有服务器在第 1 个月前购买，容纳尽可能多的副本；它们承担不了的部分按方案的服务器租用报价租用，受租约最短期限约束。</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>负载</translation>
    </message>
    <message>
        <source>The cards that carry load are the replicas&apos; cards (for a hybrid, those of the replicas its owned part holds); the owned part carries load first.</source>
        <translation>承担负载的卡是各副本的卡（混合方案则是其自有部分所容纳副本的卡）；自有部分优先承担负载。</translation>
    </message>
    <message>
        <source>Purchase tranches</source>
        <translation>分批购置</translation>
    </message>
    <message>
        <source>Tranches</source>
        <translation>批次</translation>
    </message>
    <message>
        <source>The growth of the owned fleet from one month to the next (servers, cards and spares) is one tranche, bought in the month before at that year&apos;s prices.</source>
        <translation>自有机群从一个月到下一个月的增量（服务器、卡和备用卡）为一批，在前一个月按当年价格购买。</translation>
    </message>
    <message>
        <source>Prices over time</source>
        <translation>价格随时间的变化</translation>
    </message>
    <message>
        <source>Yearly price changes</source>
        <translation>年度价格变化</translation>
    </message>
    <message>
        <source>A running price with a yearly change is raised by it once every 12 months: rental prices and the rental network fee by the rental offer&apos;s change, rack fees, the per-kW power price and the colocation network fee by the colocation offer&apos;s, electricity by its region&apos;s, and the staff cost by the change of the region whose staff cost applies. Purchases use the card&apos;s and the platform&apos;s yearly change, setup fees and the engineer day rate do not change.</source>
        <translation>有年变化率的运行价格每 12 个月按其调整一次：租金和租用网络费按服务器租用报价的变化率，机柜费、按千瓦计的电费和托管网络费按服务器托管报价的变化率，电价按其地区的变化率，人力成本按适用其人力成本的地区的变化率。购置使用卡和平台的年变化率；开通费和工程师日薪不变。</translation>
    </message>
    <message>
        <source>The ledger</source>
        <translation>明细账</translation>
    </message>
    <message>
        <source>Energy</source>
        <translation>能耗</translation>
    </message>
    <message>
        <source>The owned hardware&apos;s energy each month: the servers&apos; base power, the idle power of every installed card, and for the cards that carry load the rest up to their full power × the average utilization, over 730 hours; spares draw nothing.</source>
        <translation>自有硬件每月的耗电量：服务器的基础功耗、每张已安装卡的空闲功耗，以及承担负载的卡从空闲到满功耗之间的差额 × 平均利用率，按 730 小时计；备用卡不耗电。</translation>
    </message>
    <message>
        <source>Staff and electricity by region</source>
        <translation>按地区计的人力和电价</translation>
    </message>
    <message>
        <source>Staff: the team region&apos;s staff cost when the scenario sets one, otherwise the option&apos;s own region&apos;s. Electricity is always that of the colocation offer&apos;s region.</source>
        <translation>人力：场景设定了团队所在地区时取该地区的人力成本，否则取方案自身所在地区的。电价始终取服务器托管报价所在地区的。</translation>
    </message>
    <message>
        <source>Model updates</source>
        <translation>模型更新</translation>
    </message>
    <message>
        <source>The model updates of a year fall evenly: update k in month ceil(12k ÷ updates per year), within the horizon.</source>
        <translation>一年的模型更新均匀分布：第 k 次更新在第 ceil(12k ÷ 每年更新次数) 个月，限于测算期内。</translation>
    </message>
    <message>
        <source>Residual</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>Residual value</source>
        <translation>残值</translation>
    </message>
    <message>
        <source>Each tranche keeps a share of its value (without the purchase overhead) by its age at the end: a straight line from 1 when new to the residual fraction at the age of the horizon (so the month-0 purchase keeps exactly the residual fraction and a later tranche keeps more), or the residual curve&apos;s share after each year, in straight lines between them. The sum is credited in the last month.</source>
        <translation>每一批按其期末的使用时长保留其价值（不含购置附加费用）的一部分：从全新时的 1 直线下降到使用满测算期时的残值比例（所以第 0 个月的购置恰好保留残值比例，较晚的批次保留更多），或按残值曲线各年之后的比例，年与年之间取直线。合计在最后一个月抵减。</translation>
    </message>
    <message>
        <source>Summary figures</source>
        <translation>汇总数字</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>The sum of every component over months 0 to the horizon.</source>
        <translation>第 0 个月至测算期末所有成本项之和。</translation>
    </message>
    <message>
        <source>Net present value (NPV)</source>
        <translation>净现值（NPV）</translation>
    </message>
    <message>
        <source>Infeasible options</source>
        <translation>不可行的方案</translation>
    </message>
    <message>
        <source>An option that cannot be served (no tensor-parallel size fits, no batch meets the latency targets, the platform refuses the card, a count above 10^9) carries its reason and no costs; it never stops the other options.</source>
        <translation>无法提供服务的方案（没有合适的张量并行规模、没有批大小满足时延目标、平台不接受该卡、数量超过 10^9）只带原因、没有成本；它从不妨碍其他方案。</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>Every option carries the warnings a buyer should read: tight memory, a precision fallback, frequent updates or dynamic shapes on specialised hardware, isolation not supported, consumer cards in tensor parallel or in a datacenter, a replica that spans servers, a minimum term longer than the horizon or committed past it, a break-even only through the residual, an empty figure counted as zero, an old, unverifiable or example quote, an offer outside the team&apos;s region, export control, idle cards in a full server and a hybrid that rents most of the horizon. When the latency is simulated, the advice also says whether average sizing misses a P99 target (and what P99 sizing would add), whether the peak load is above 85 % of the SLO capacity, and whether decoding and prefill are memory- or compute-bound.</source>
        <translation>每个方案都带有买方应当阅读的警告：显存紧张、精度回退、专用硬件上频繁更新或动态形状、不支持隔离、消费级显卡做张量并行或用于数据中心、副本跨服务器、最短租期长于测算期或延续到测算期之后、只靠残值才能回本、空白数字按零计、过时、无法核实或示例报价、报价不在团队所在地区、出口管制、满配服务器中闲置的卡，以及大部分测算期都在租用的混合方案。模拟时延时，建议还会说明平均测算是否未达 P99 目标（以及按 P99 测算要增加多少），峰值负载是否超过 SLO 容量的 85 %，以及解码和预填充受显存带宽还是算力限制。</translation>
    </message>
    <message>
        <source>Plan search</source>
        <translation>方案搜索</translation>
    </message>
    <message>
        <source>Find the cheapest plans</source>
        <translation>找出最便宜的方案</translation>
    </message>
    <message>
        <source>The plan search computes every option the catalog allows for the workload: rent on every rental offer; colo on every card, platform that accepts it and colocation offer; hybrid on every platform, colocation offer and rental offer with the best number of owned servers. Each is computed exactly as an option of the scenario and ranked by total, then NPV. A candidate that cannot be computed is left out and counted under its reason; a replica is never spread over several servers.</source>
        <translation>方案搜索计算目录对该工作负载允许的每一个方案：按每个服务器租用报价租用（rent）；按每张卡、接受它的每个平台和每个服务器托管报价托管（colo）；按每个平台、服务器托管报价和服务器租用报价混合（hybrid），并取最佳的自有服务器数。每个候选都与场景中的方案完全一样地计算，按合计、再按净现值（NPV）排序。无法计算的候选被略去，并按原因计数；副本从不跨多台服务器。</translation>
    </message>
    <message>
        <source>Incomplete options</source>
        <translation>不完整的方案</translation>
    </message>
    <message>
        <source>Unknown figures</source>
        <translation>未知数字</translation>
    </message>
    <message>
        <source>A figure the catalog leaves empty is not a zero. An option whose cost reads an empty rack fee, per-kW power price, server base power or card idle power is computed with it as 0 and is incomplete: its total is shown as &quot;at least&quot; and names what is unknown, and it is ranked after every complete option and never named the cheapest.</source>
        <translation>目录中留空的数字不是零。成本用到留空的机柜费、按千瓦计的电费、服务器基础功耗或卡空闲功耗的方案，按 0 计算并标为不完整：其合计显示为“至少”并写明未知的是什么，排在所有完整方案之后，也从不被列为最便宜。</translation>
    </message>
    <message>
        <source>After tax, loans and leases</source>
        <translation>税后、贷款和租赁</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>容量测算</translation>
    </message>
    <message>
        <source>Replica</source>
        <translation>副本</translation>
    </message>
    <message>
        <source>A replica is one copy of the model on t cards (tensor parallel, t = 1, 2, 4 or 8 up to the card&apos;s limit). A size fits when one sequence&apos;s weights and KV cache fit in the usable memory and its prompt is processed within the time-to-first-token target.</source>
        <translation>副本是放在 t 张卡上的一份模型（张量并行，t = 1、2、4 或 8，不超过该卡的上限）。当权重和一个序列的 KV 缓存放得进可用显存，且其提示词能在首 token 时延目标内处理完时，该规模可行。</translation>
    </message>
    <message>
        <source>Batch and throughput</source>
        <translation>批大小和吞吐量</translation>
    </message>
    <message>
        <source>For each size, the batch is the largest one that fits in memory, stays within the maximum batch and meets the time-per-output-token target; the replica&apos;s throughput is that batch ÷ its time per token.</source>
        <translation>对每个规模，批大小取放得进显存、不超过最大批大小且满足每个输出 token 耗时目标的最大值；副本的吞吐量是该批大小 ÷ 其每 token 耗时。</translation>
    </message>
    <message>
        <source>Replicas and servers</source>
        <translation>副本和服务器</translation>
    </message>
    <message>
        <source>Replicas = the largest monthly peak ÷ the replica&apos;s throughput, rounded up; servers hold as many replicas as their cards allow. Among the sizes, the one with the fewest servers wins, then the fewest cards, then the smaller t.</source>
        <translation>副本数 = 最大月峰值 ÷ 副本吞吐量，向上取整；服务器按其卡数容纳尽可能多的副本。在各规模中，服务器最少的胜出，其次是卡最少的，再次是 t 较小的。</translation>
    </message>
    <message>
        <source>The serving simulation</source>
        <translation>推理服务模拟</translation>
    </message>
    <message>
        <source>Simulation</source>
        <translation>模拟</translation>
    </message>
    <message>
        <source>One replica is followed through time under continuous batching: requests arrive (Poisson, bursty, or from a request log) with a fixed seed, join the batch while the KV cache has room, and each iteration takes the longer of its memory and compute time plus the overheads. The first tenth of the requests warms the replica up; the P50, P90 and P99 of the time to first token, time per output token and end-to-end time come from the rest.</source>
        <translation>在连续批处理下按时间跟踪一个副本：请求以固定种子到达（泊松、突发或来自请求日志），在 KV 缓存有空间时加入批次，每次迭代耗时取其显存时间和计算时间中较长者再加上各项开销。前十分之一的请求用于预热副本；首 token 时延、每个输出 token 耗时和端到端时延的 P50、P90 和 P99 取自其余请求。</translation>
    </message>
    <message>
        <source>SLO capacity</source>
        <translation>SLO 容量</translation>
    </message>
    <message>
        <source>The largest request rate at which the P99 time to first token and the P99 time per output token still meet the workload&apos;s targets, found by halving.</source>
        <translation>P99 首 token 时延和 P99 每个输出 token 耗时仍满足工作负载目标的最高请求速率，用二分法求得。</translation>
    </message>
    <message>
        <source>P99 sizing</source>
        <translation>按 P99 测算</translation>
    </message>
    <message>
        <source>With P99 sizing, each size&apos;s throughput is its SLO capacity instead of the average figure, so the replicas meet the P99 targets at the peak; average sizing may miss them, and the advice says by how many replicas.</source>
        <translation>按 P99 测算时，每个规模的吞吐量取其 SLO 容量而不是平均数字，因此副本在峰值时满足 P99 目标；平均测算可能达不到，建议会说明差多少个副本。</translation>
    </message>
    <message>
        <source>Latency at the peak-month load</source>
        <translation>峰值月负载下的时延</translation>
    </message>
    <message>
        <source>Each option is simulated at the load of its busiest month (that month&apos;s peak shared by its replicas): the P50/P90/P99 latencies, the SLO capacity and the peak load&apos;s share of it.</source>
        <translation>每个方案按其最繁忙月份的负载模拟（该月峰值由其副本分担）：P50/P90/P99 时延、SLO 容量，以及峰值负载占 SLO 容量的比例。</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>屋顶线</translation>
    </message>
    <message>
        <source>Per replica: the ridge (compute ÷ bandwidth, in FLOP per byte) and the intensity of decoding and of prefill at the chosen batch. A phase at or above the ridge is compute-bound, below it memory-bound.</source>
        <translation>按每个副本计：屋脊点（算力 ÷ 带宽，单位为每字节 FLOP），以及所选批大小下解码和预填充的计算强度。强度达到或高于屋脊点的阶段受算力限制，低于则受显存带宽限制。</translation>
    </message>
    <message>
        <source>Published price ranges</source>
        <translation>公开价格区间</translation>
    </message>
    <message>
        <source>Card prices in the risk view</source>
        <translation>风险视图中的加速卡价格</translation>
    </message>
    <message>
        <source>The risk view moves every bought card&apos;s price by one multiplier, by default 20% either way around the quoted figures (an assumption). Where the published prices of a catalog card conflict, the catalog row keeps one dated price and the range is given with its sources; when the pair compared buys exactly that one card, the card-price driver takes the published range instead (widened to hold a quote outside it) and names both sources. Today one card has such a range: the H200 SXM, US$28,000 to US$35,928.75. No cost result reads a range.</source>
        <translation>风险视图以同一个乘数移动所有购入加速卡的价格，默认在报价上下各 20%（一项假设）。若某张目录加速卡的公开价格互相矛盾，目录行保留一个注明日期的价格，并给出区间及其来源；当所比较的一对方案只购买这一种加速卡时，加速卡价格驱动因素改用公开区间（若报价在区间外则放宽以包含报价），并注明两个来源。目前有这样区间的只有一张卡：H200 SXM，28,000 至 35,928.75 美元。任何成本结果都不读取区间。</translation>
    </message>
</context>
<context>
    <name>infertco::MonteCarlo</name>
    <message>
        <source>Monte Carlo run</source>
        <translation>蒙特卡洛模拟</translation>
    </message>
    <message>
        <source>must be between 1 and %1</source>
        <translation>必须介于 1 与 %1 之间</translation>
    </message>
    <message>
        <source>must be between 1 and 1000</source>
        <translation>必须介于 1 与 1000 之间</translation>
    </message>
    <message>
        <source>scenario &quot;%1&quot;</source>
        <translation>场景 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>has no feasible option to simulate</source>
        <translation>没有可行方案可供模拟</translation>
    </message>
    <message>
        <source>a driver range makes its figures too large to compute exactly; check the ranges</source>
        <translation>某个因素范围使数值过大，无法精确计算；请检查各项范围</translation>
    </message>
    <message>
        <source>the simulation failed; check the driver ranges</source>
        <translation>模拟失败；请检查各因素范围</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to %1</source>
        <translation>必须是 0 到 %1 之间的整数</translation>
    </message>
</context>
<context>
    <name>infertco::NewItems</name>
    <message>
        <source>The scenario has a demand growth per year; empty it to give the demand in steps instead.</source>
        <translation>该场景已设年需求增长；清空后才能按阶段填写需求。</translation>
    </message>
    <message>
        <source>The last step starts in the horizon&apos;s last month; there is no month left for another.</source>
        <translation>最后一个阶段从测算期的最后一个月开始，已没有月份可再加阶段。</translation>
    </message>
</context>
<context>
    <name>infertco::NumberEntry</name>
    <message>
        <source>&quot;%1&quot; is not a number: group the digits by threes (180,000) or not at all (180000)</source>
        <translation>&quot;%1&quot; 不是数字：请每三位用逗号分组（180,000）或不分组（180000）</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必须是整数</translation>
    </message>
</context>
<context>
    <name>infertco::OptionFit</name>
    <message>
        <source>the platform does not take SXM modules</source>
        <translation>该服务器平台不能安装 SXM 模组</translation>
    </message>
    <message>
        <source>the platform does not take OAM modules</source>
        <translation>该服务器平台不能安装 OAM 模组</translation>
    </message>
    <message>
        <source>the platform does not take PCIe cards</source>
        <translation>该服务器平台不能安装 PCIe 卡</translation>
    </message>
    <message>
        <source>the platform does not take accelerators of another form factor</source>
        <translation>该服务器平台不能安装其他外形规格的加速卡</translation>
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
        <translation>托管</translation>
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
        <translation>文件夹</translation>
    </message>
    <message>
        <source>a named pipe (FIFO)</source>
        <translation>命名管道（FIFO）</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>设备</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>套接字</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>不是普通文件</translation>
    </message>
    <message>
        <source>cannot be checked: %1</source>
        <translation>无法检查：%1</translation>
    </message>
    <message>
        <source>cannot be written: the folder %1 does not exist</source>
        <translation>无法写入：文件夹 %1 不存在</translation>
    </message>
    <message>
        <source>is %1, not a regular file; a report or export is written only to a regular file or a new name, so nothing was written</source>
        <translation>是%1，不是普通文件；报告或导出只写入普通文件或新文件名，因此未写入任何内容</translation>
    </message>
    <message>
        <source>is a symbolic link to %1, which cannot be reached (%2); nothing was written</source>
        <translation>是指向 %1 的符号链接，而该目标无法访问（%2）；未写入任何内容</translation>
    </message>
    <message>
        <source>is a symbolic link to %1, which is %2, not a regular file; a report or export is written only to a regular file or a new name, so nothing was written</source>
        <translation>是指向 %1 的符号链接，该目标是%2，不是普通文件；报告或导出只写入普通文件或新文件名，因此未写入任何内容</translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes could be written</source>
        <translation>只写入了 %2 字节中的 %1 字节</translation>
    </message>
    <message>
        <source>cannot be written: %1; an earlier file of that name is as it was</source>
        <translation>无法写入：%1；同名的原有文件保持不变</translation>
    </message>
</context>
<context>
    <name>infertco::PlanAdvice</name>
    <message>
        <source>%1 left out because the scenario has no exchange rate for %2.</source>
        <translation>%1 个未计入：该场景没有 %2 的汇率。</translation>
    </message>
    <message>
        <source>%1 left out because the catalog lacks a figure they need (%2).</source>
        <translation>%1 个未计入：目录缺少它们需要的数据（%2）。</translation>
    </message>
    <message>
        <source>%1 left out because they cannot serve this workload.</source>
        <translation>%1 个未计入：它们无法承载该工作负载。</translation>
    </message>
    <message>
        <source>%1 left out because a hybrid would own more than %2 servers.</source>
        <translation>%1 个未计入：混合方案的自有部分会超过 %2 台服务器。</translation>
    </message>
    <message>
        <source>%1 left out: %2.</source>
        <translation>%1 个未计入：%2。</translation>
    </message>
    <message>
        <source>None of the options here can serve this workload; the plan search found &quot;%1&quot;, which can, for %2 over %3 months.</source>
        <translation>这里没有任何方案能承载该工作负载；方案搜索找到了能承载的“%1”，%3 个月共 %2。</translation>
    </message>
    <message>
        <source>The plan search found a cheaper plan than every option here: &quot;%1&quot; costs %2 over %3 months, %4 (%5%) less than &quot;%6&quot;.</source>
        <translation>方案搜索找到了比这里所有方案都便宜的方案：“%1”%3 个月共 %2，比“%6”少 %4（%5%）。</translation>
    </message>
    <message>
        <source>%1 left out because the catalog has no price for their server platform.</source>
        <translation>%1 个未计入：目录中没有其服务器平台的价格。</translation>
    </message>
    <message>
        <source>%1 left out because the catalog has no price for their accelerator.</source>
        <translation>%1 个未计入：目录中没有其加速卡的价格。</translation>
    </message>
    <message>
        <source>%1 left out because their model would need a tensor-parallel group larger than one server.</source>
        <translation>%1 个未计入：其模型所需的张量并行组超出单台服务器的容量。</translation>
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
        <translation>plan 只接受一个 INPUT</translation>
    </message>
    <message>
        <source>--format must be json or table, not &quot;%1&quot;</source>
        <translation>--format 必须是 json 或 table，而不是“%1”</translation>
    </message>
    <message>
        <source>--top must be a whole number of at least 1, not &quot;%1&quot;</source>
        <translation>--top 必须是不小于 1 的整数，而不是“%1”</translation>
    </message>
    <message>
        <source>--add appends options to a document (.infertco); &quot;%1&quot; is a bundle: import it into a document first</source>
        <translation>--add 会把方案追加到文档（.infertco）中；“%1”是数据包：请先将它导入文档</translation>
    </message>
    <message>
        <source>scenario &quot;%1&quot;</source>
        <translation>场景“%1”</translation>
    </message>
    <message>
        <source>is not in this file</source>
        <translation>不在此文件中</translation>
    </message>
    <message>
        <source>has no scenario to plan</source>
        <translation>没有可搜索方案的场景</translation>
    </message>
    <message>
        <source>%1: added to scenario &quot;%2&quot;:</source>
        <translation>%1：已添加到场景“%2”：</translation>
    </message>
</context>
<context>
    <name>infertco::PlanFormat</name>
    <message>
        <source>Scenario %1, in %2: ranked %3, left out %4</source>
        <translation>场景 %1，以 %2 计：已排名 %3 个，未计入 %4 个</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>净现值</translation>
    </message>
    <message>
        <source>Per 1M tok</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <source>Largest</source>
        <translation>最大成本项</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>… and %1 more (--top)
</source>
        <translation>… 另有 %1 个（--top）
</translation>
    </message>
    <message>
        <source>Left out:</source>
        <translation>未计入：</translation>
    </message>
</context>
<context>
    <name>infertco::PlanSearch</name>
    <message>
        <source>is not a region of the catalog</source>
        <translation>不是目录中的地区</translation>
    </message>
</context>
<context>
    <name>infertco::PlanSearchDialog</name>
    <message>
        <source>Searching every plan the catalog allows…</source>
        <translation>正在搜索目录允许的所有方案…</translation>
    </message>
    <message>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
    <message>
        <source>Cancelled: no plans are shown. Search again to see them.</source>
        <translation>已取消：未显示任何方案。重新搜索即可查看。</translation>
    </message>
    <message>
        <source>The scenario cannot be searched: %1</source>
        <translation>无法搜索该场景：%1</translation>
    </message>
    <message>
        <source>Nothing was added: %1</source>
        <translation>未添加任何方案：%1</translation>
    </message>
    <message>
        <source>Add from the plan search to %1</source>
        <translation>从方案搜索添加到%1</translation>
    </message>
    <message>
        <source>Plans ranked: %1, by total cost over %2 months, then by NPV.</source>
        <translation>已排名方案：%1 个，按 %2 个月总成本排名，其次按净现值。</translation>
    </message>
    <message>
        <source>No plan was left out.</source>
        <translation>没有方案被排除。</translation>
    </message>
    <message>
        <source>All regions</source>
        <translation>所有地区</translation>
    </message>
    <message>
        <source>Cheapest Plans for %1</source>
        <translation>%1 的最便宜方案</translation>
    </message>
    <message>
        <source>Every rental, colocation and hybrid plan the catalog allows for this scenario&apos;s workload, computed with its settings and ranked by total cost. Choose rows and add them to the scenario as options.</source>
        <translation>目录允许的所有服务器租用、服务器托管和混合方案，按该场景的工作负载和设定计算，并按总成本排名。选择若干行，即可将它们作为方案添加到场景中。</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Search Again</source>
        <translation>重新搜索</translation>
    </message>
    <message>
        <source>&amp;Mode:</source>
        <translation>模式(&amp;M)：</translation>
    </message>
    <message>
        <source>&amp;Region:</source>
        <translation>地区(&amp;R)：</translation>
    </message>
    <message>
        <source>&amp;Add to Scenario</source>
        <translation>添加到场景(&amp;A)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <source>All modes</source>
        <translation>所有模式</translation>
    </message>
    <message>
        <source>The scenario &quot;%1&quot; is no longer in the document.</source>
        <translation>场景“%1”已不在文档中。</translation>
    </message>
    <message>
        <source>&quot;%1&quot;</source>
        <translation>“%1”</translation>
    </message>
    <message>
        <source>Added to &quot;%1&quot;: %2.</source>
        <translation>已添加到“%1”：%2。</translation>
    </message>
</context>
<context>
    <name>infertco::PlanTableModel</name>
    <message>
        <source>Cumulative cost month by month, on the plan&apos;s own scale: %1 at the end</source>
        <translation>逐月累计成本，按该方案自身的刻度：期末为 %1</translation>
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
        <translation>合计</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>净现值</translation>
    </message>
    <message>
        <source>Per 1M tokens</source>
        <translation>每百万 token</translation>
    </message>
    <message>
        <source>Largest cost</source>
        <translation>最大成本项</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>累计成本</translation>
    </message>
    <message numerus="yes">
        <source>%n owned</source>
        <translation>
            <numerusform>自有 %n 台</numerusform>
        </translation>
    </message>
    <message>
        <source>warnings: %1</source>
        <translation>警告：%1</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Unknown, warnings</source>
        <translation>未知项、警告</translation>
    </message>
</context>
<context>
    <name>infertco::PlatformTableModel</name>
    <message>
        <source>Accepts</source>
        <translation>支持类别</translation>
    </message>
    <message>
        <source>accepted classes</source>
        <translation>支持的类别</translation>
    </message>
    <message>
        <source>Accelerator classes the server takes, separated by commas: datacenter_gpu, consumer_gpu, npu, inference_asic.</source>
        <translation>服务器可安装的加速卡类别，以逗号分隔：datacenter_gpu、consumer_gpu、npu、inference_asic。</translation>
    </message>
    <message>
        <source>Form factors</source>
        <translation>外形规格</translation>
    </message>
    <message>
        <source>form factors</source>
        <translation>外形规格</translation>
    </message>
    <message>
        <source>Form factors the server takes, separated by commas: sxm, oam, pcie, other. Empty: every form factor.</source>
        <translation>服务器可安装的外形规格，以逗号分隔：sxm、oam、pcie、other。留空：所有规格均可。</translation>
    </message>
</context>
<context>
    <name>infertco::PresentationScreen</name>
    <message>
        <source>InferTCO presentation</source>
        <translation>InferTCO 演示</translation>
    </message>
    <message>
        <source>Leave presentation (Esc)</source>
        <translation>退出演示 (Esc)</translation>
    </message>
    <message>
        <source>Scenario (Page Up, Page Down):</source>
        <translation>场景（Page Up、Page Down 切换）：</translation>
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
        <translation>为空；此列为必填</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a whole number</source>
        <translation>&quot;%1&quot; 不是整数</translation>
    </message>
    <message>
        <source>the header does not say what the file holds: a rental-offer file has the column accelerators_per_server, a colo-offer file usable_u, an accelerator-price file the columns accelerator and price</source>
        <translation>表头无法说明文件内容：租用报价文件应有 accelerators_per_server 列，托管报价文件应有 usable_u 列，加速卡价格文件应有 accelerator 和 price 列</translation>
    </message>
    <message>
        <source>rental offers</source>
        <translation>租用报价</translation>
    </message>
    <message>
        <source>colocation offers</source>
        <translation>托管报价</translation>
    </message>
    <message>
        <source>accelerator prices</source>
        <translation>加速卡价格</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>is too large to be a quote file</source>
        <translation>文件过大，不可能是报价文件</translation>
    </message>
    <message>
        <source>the file is empty; its first line must name the columns</source>
        <translation>文件为空；第一行须列出各列名称</translation>
    </message>
    <message>
        <source>is not a column of a file of %1; the columns are %2</source>
        <translation>不是%1文件的列；可用的列为 %2</translation>
    </message>
    <message>
        <source>is named twice</source>
        <translation>名称重复</translation>
    </message>
    <message>
        <source>is a required column</source>
        <translation>为必填列</translation>
    </message>
    <message>
        <source>has %1 fields where the header has %2</source>
        <translation>有 %1 个字段，而表头有 %2 个</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an accelerator of the catalog; add it to the catalog before importing its price</source>
        <translation>&quot;%1&quot; 不是目录中的加速卡；请先将其加入目录，再导入价格</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is also on line %2; each item may appear once</source>
        <translation>&quot;%1&quot; 也出现在第 %2 行；每个条目只能出现一次</translation>
    </message>
    <message>
        <source>the file has a header but no rows to import</source>
        <translation>文件只有表头，没有可导入的数据行</translation>
    </message>
    <message>
        <source>the import was cancelled; nothing was imported</source>
        <translation>导入已取消；未导入任何内容</translation>
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
        <translation>租用报价 %1</translation>
    </message>
    <message>
        <source>colocation offer %1</source>
        <translation>托管报价 %1</translation>
    </message>
    <message>
        <source>team region of scenario %1</source>
        <translation>场景 %1 的团队地区</translation>
    </message>
    <message>
        <source>option &quot;%1&quot; of scenario %2</source>
        <translation>场景 %2 的方案“%1”</translation>
    </message>
</context>
<context>
    <name>infertco::RegionName</name>
    <message>
        <source>Hong Kong (CLP Power)</source>
        <translation>香港（中电）</translation>
    </message>
    <message>
        <source>Hong Kong (HK Electric)</source>
        <translation>香港（港灯）</translation>
    </message>
    <message>
        <source>Hong Kong (CLP Power, non-residential tariff)</source>
        <translation>香港（中电，非住宅电价）</translation>
    </message>
    <message>
        <source>Mainland China</source>
        <translation>中国内地</translation>
    </message>
    <message>
        <source>Singapore</source>
        <translation>新加坡</translation>
    </message>
    <message>
        <source>United States</source>
        <translation>美国</translation>
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
        <translation>推理成本报告</translation>
    </message>
    <message>
        <source>InferTCO · %1 · amounts in %2 · %3</source>
        <translation>InferTCO · %1 · 金额单位：%2 · %3</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>第 %1 页，共 %2 页</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>数值</translation>
    </message>
    <message>
        <source>INFERENCE COST REPORT</source>
        <translation>推理成本报告</translation>
    </message>
    <message>
        <source>Scenario &quot;%1&quot; · %2-month horizon · amounts in %3</source>
        <translation>场景“%1” · 测算期 %2 个月 · 金额单位：%3</translation>
    </message>
    <message>
        <source>Prepared %1</source>
        <translation>编制日期：%1</translation>
    </message>
    <message>
        <source>Options compared</source>
        <translation>方案比较</translation>
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
        <translation>每百万 token</translation>
    </message>
    <message>
        <source>Cannot serve the workload: %1</source>
        <translation>无法承载该工作负载：%1</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Spare accelerators</source>
        <translation>备用加速卡</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>工作负载</translation>
    </message>
    <message>
        <source>Money and operations</source>
        <translation>财务与运维</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>All figures are in %1; no conversion was needed.</source>
        <translation>所有数值均以 %1 计，无需换算。</translation>
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
        <translation>服务器平台</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <source>Colocation lines are solid, rental lines dashed.</source>
        <translation>实线为托管方案，虚线为租用方案。</translation>
    </message>
    <message>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Every amount is the sum of monthly line items, each converted to %1 and rounded to the cent, so every column adds up to its total.</source>
        <translation>每个金额均为各月明细之和，每项明细先换算为 %1 并四舍五入到分，因此每列相加都与合计一致。</translation>
    </message>
    <message>
        <source>Component</source>
        <translation>成本项</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>规模测算</translation>
    </message>
    <message>
        <source>Needs</source>
        <translation>所需资源</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器数</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速卡数</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <source>Tensor-parallel size</source>
        <translation>张量并行度</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Model copies</source>
        <translation>模型副本数</translation>
    </message>
    <message>
        <source>Tokens/s per copy</source>
        <translation>单副本 tokens/s</translation>
    </message>
    <message>
        <source>Precision run</source>
        <translation>运行精度</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Cannot serve this workload: %1</source>
        <translation>无法承载该工作负载：%1</translation>
    </message>
    <message>
        <source>Nothing to watch out for.</source>
        <translation>没有需要注意的事项。</translation>
    </message>
    <message>
        <source>Sources of the figures</source>
        <translation>数据来源</translation>
    </message>
    <message>
        <source>Every catalog item the options use, with where its figures come from and the date of the quote or source.</source>
        <translation>各方案所用的全部目录条目，以及其数据来源和报价或资料日期。</translation>
    </message>
    <message>
        <source>not given</source>
        <translation>未注明</translation>
    </message>
    <message>
        <source>Colocation offer</source>
        <translation>托管报价</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>Rental offer</source>
        <translation>租用报价</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Quote date</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>each option&apos;s own region</source>
        <translation>各方案自身的地区</translation>
    </message>
    <message>
        <source>The scenario author&apos;s note</source>
        <translation>场景作者的说明</translation>
    </message>
    <message>
        <source>Written by whoever set up the scenario, not computed by InferTCO: where a figure in it differs from the results in this report, the results are current.</source>
        <translation>由设置该场景的人撰写，并非 InferTCO 计算所得：其中数字与本报告结果不一致时，以本报告结果为准。</translation>
    </message>
    <message>
        <source>year %1: %2</source>
        <translation>第 %1 年：%2</translation>
    </message>
    <message>
        <source>Residual value by year</source>
        <translation>逐年残值</translation>
    </message>
    <message>
        <source>; </source>
        <translation>；</translation>
    </message>
    <message>
        <source>from month %1: %2 tokens/s</source>
        <translation>自第 %1 个月起：每秒 %2 个 token</translation>
    </message>
    <message>
        <source>Demand steps</source>
        <translation>需求阶梯</translation>
    </message>
    <message>
        <source>Offers</source>
        <translation>报价</translation>
    </message>
    <message>
        <source>Colocation: %1</source>
        <translation>托管：%1</translation>
    </message>
    <message numerus="yes">
        <source>Rental, beyond %n owned server(s): %1</source>
        <translation>
            <numerusform>租用（超出 %n 台自有服务器的部分）：%1</numerusform>
        </translation>
    </message>
    <message>
        <source>Rental: %1</source>
        <translation>租用：%1</translation>
    </message>
    <message>
        <source>How the figures are computed</source>
        <translation>数字如何计算</translation>
    </message>
    <message>
        <source>Latency at the peak-month load</source>
        <translation>峰值月负载下的延迟</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 毫秒</translation>
    </message>
    <message>
        <source>Simulated with requests arriving at random, each model copy serving its share of the peak month&apos;s load. The P99 targets: the first token within %1 and each output token within %2, for 99 requests in 100.</source>
        <translation>按请求随机到达模拟，每个模型副本承担峰值月负载中的份额。P99 目标：每 100 个请求中有 99 个的首 token 不超过 %1、每个输出 token 不超过 %2。</translation>
    </message>
    <message>
        <source>Simulated with requests arriving at random, each model copy serving its share of the peak month&apos;s load. The P99 target: each output token within %1, for 99 requests in 100 (the workload sets no first-token target).</source>
        <translation>按请求随机到达模拟，每个模型副本承担峰值月负载中的份额。P99 目标：每 100 个请求中有 99 个的每个输出 token 不超过 %1（工作负载未设首 token 目标）。</translation>
    </message>
    <message>
        <source>%1 The options are sized by P99: each model copy carries no more than its SLO capacity, the highest load at which both targets still hold.</source>
        <translation>%1各方案按 P99 测算容量：每个模型副本承担的负载不超过其 SLO 容量，即两个目标仍能满足的最高负载。</translation>
    </message>
    <message>
        <source>%1 The options are sized by averages; an option that misses a target here needs more model copies than the results above pay for (see the advice).</source>
        <translation>%1各方案按平均值测算容量；在此未达标的方案所需的模型副本多于上面结果所计的数量（见建议）。</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>受算力限制</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>受显存带宽限制</translation>
    </message>
    <message>
        <source>P99 time to first token</source>
        <translation>P99 首 token 时延</translation>
    </message>
    <message>
        <source>P99 time per output token</source>
        <translation>P99 每个输出 token 耗时</translation>
    </message>
    <message>
        <source>Meets the P99 targets</source>
        <translation>达到 P99 目标</translation>
    </message>
    <message>
        <source>SLO capacity, tokens/s per copy</source>
        <translation>SLO 容量，单副本 tokens/s</translation>
    </message>
    <message>
        <source>Peak load, share of SLO capacity</source>
        <translation>峰值负载占 SLO 容量的比例</translation>
    </message>
    <message>
        <source>Decoding</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>At the peak</source>
        <translation>峰值时</translation>
    </message>
    <message>
        <source>After tax</source>
        <translation>税后</translation>
    </message>
    <message>
        <source>P99 latency against load</source>
        <translation>P99 时延与负载</translation>
    </message>
    <message>
        <source>Each option&apos;s P99 at 10% to 100% of its SLO capacity; the diamond is the peak-month load, the dashed line the target.</source>
        <translation>各方案在其 SLO 容量 10% 至 100% 负载下的 P99；菱形为峰值月负载，虚线为目标。</translation>
    </message>
    <message>
        <source>Roofline</source>
        <translation>屋顶线</translation>
    </message>
    <message>
        <source>Each option&apos;s roof per replica (all its tensor-parallel cards together): the bandwidth slope up to the ridge, then the compute ceiling; the dot is decoding, the square prefill.</source>
        <translation>各方案每个副本的屋顶（其张量并行的所有卡合计）：先是带宽斜线直到拐点，然后是算力上限；圆点为解码，方块为预填充。</translation>
    </message>
</context>
<context>
    <name>infertco::ReportWriter</name>
    <message>
        <source>report &quot;%1&quot;</source>
        <translation>报告“%1”</translation>
    </message>
    <message>
        <source>Inference cost report: %1</source>
        <translation>推理成本报告：%1</translation>
    </message>
    <message>
        <source>cannot be started as a PDF</source>
        <translation>无法开始生成 PDF</translation>
    </message>
    <message>
        <source>printer &quot;%1&quot;</source>
        <translation>打印机“%1”</translation>
    </message>
    <message>
        <source>cannot be started; check that it is ready</source>
        <translation>无法启动；请检查打印机是否就绪</translation>
    </message>
    <message>
        <source>did not accept the report</source>
        <translation>未接受该报告</translation>
    </message>
    <message>
        <source>Print report</source>
        <translation>打印报告</translation>
    </message>
    <message>
        <source>cannot be finished as a PDF</source>
        <translation>无法完成 PDF</translation>
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
        <translation>不是请求日志的表头：表头应为 TIMESTAMP,ContextTokens,GeneratedTokens（Azure 跟踪）、Timestamp,Request tokens,Response tokens（BurstGPT）或 arrival_s,prompt_tokens,output_tokens</translation>
    </message>
    <message>
        <source>has %1 columns; the header has at least %2</source>
        <translation>有 %1 列；表头至少有 %2 列</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a time YYYY-MM-DD HH:MM:SS[.fraction]</source>
        <translation>&quot;%1&quot; 不是 YYYY-MM-DD HH:MM:SS[.fraction] 格式的时间</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number of seconds</source>
        <translation>&quot;%1&quot; 不是秒数</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 10,000,000</source>
        <translation>必须是 0 至 10,000,000 之间的整数</translation>
    </message>
    <message>
        <source>is earlier than the row before it; the rows must come in time order</source>
        <translation>早于上一行；各行必须按时间顺序排列</translation>
    </message>
    <message>
        <source>is past 1,000,000 requests, the most a log holds</source>
        <translation>超过 1,000,000 个请求，即日志的上限</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) with no prompt tokens left out</source>
        <translation>
            <numerusform>已略去 %n 行没有提示 token 的请求</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) with no output tokens left out</source>
        <translation>
            <numerusform>已略去 %n 行没有输出 token 的请求</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
</context>
<context>
    <name>infertco::RequestLogImportDialog</name>
    <message>
        <source>Import Request Log</source>
        <translation>导入请求日志</translation>
    </message>
    <message>
        <source>Every request of %1 becomes a row of the log: its arrival and its prompt and output tokens. A scenario replays the log&apos;s lengths and arrivals once its workload names the log.</source>
        <translation>%1 中的每个请求成为日志的一行：其到达时间及提示和输出 token 数。场景的工作负载指定该日志后，即可重放日志的长度和到达时间。</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>导入</translation>
    </message>
    <message>
        <source>Give the log an id: the scenarios name it by its id.</source>
        <translation>请为日志指定 ID：场景通过 ID 引用它。</translation>
    </message>
    <message>
        <source>Replaces the request log %1 of this document; the scenarios that name it replay the new rows.</source>
        <translation>将替换此文档的请求日志 %1；引用它的场景将重放新的各行。</translation>
    </message>
    <message>
        <source>A new request log of this document.</source>
        <translation>此文档的新请求日志。</translation>
    </message>
</context>
<context>
    <name>infertco::RequestLogPanel</name>
    <message>
        <source>Request log</source>
        <translation>请求日志</translation>
    </message>
    <message>
        <source>No request log: import one with File &gt; Import Request Log…, then name it under Request log above to replay its lengths or its arrivals.</source>
        <translation>没有请求日志：请通过“文件 &gt; 导入请求日志…”导入，然后在上方的“请求日志”中选择它，以重放其长度或到达时间。</translation>
    </message>
    <message>
        <source>mean %1 · P99 %2 · longest %3</source>
        <translation>平均 %1 · P99 %2 · 最长 %3</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>请求数</translation>
    </message>
    <message>
        <source>Rate</source>
        <translation>速率</translation>
    </message>
    <message>
        <source>Prompt tokens</source>
        <translation>提示 token 数</translation>
    </message>
    <message>
        <source>Output tokens</source>
        <translation>输出 token 数</translation>
    </message>
    <message>
        <source>Gap CV</source>
        <translation>间隔变异系数</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>%1 requests/s</source>
        <translation>每秒 %1 个请求</translation>
    </message>
    <message>
        <source>The spread of the gaps between arrivals over their mean: 1 for Poisson arrivals, more for bursts.</source>
        <translation>到达间隔的离散程度与其平均值之比：泊松到达为 1，突发流量更高。</translation>
    </message>
    <message>
        <source>Prompt and output lengths</source>
        <translation>提示与输出长度</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>提示</translation>
    </message>
    <message>
        <source>Output</source>
        <translation>输出</translation>
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
        <translation>token 数（1K = 1,024）</translation>
    </message>
    <message>
        <source>Arrivals per minute</source>
        <translation>每分钟到达数</translation>
    </message>
    <message numerus="yes">
        <source>Arrivals per minute, averaged over %n minute(s)</source>
        <translation>
            <numerusform>每分钟到达数，按 %n 分钟平均</numerusform>
        </translation>
    </message>
    <message>
        <source>Minutes since the first request</source>
        <translation>自第一个请求起的分钟数</translation>
    </message>
    <message>
        <source>Requests per minute</source>
        <translation>每分钟请求数</translation>
    </message>
    <message>
        <source>This document has no request log &quot;%1&quot;.</source>
        <translation>此文档中没有请求日志“%1”。</translation>
    </message>
</context>
<context>
    <name>infertco::ResultFormat</name>
    <message>
        <source>Scenario %1 — %2, %3 months, in %4

</source>
        <translation>场景 %1 — %2，%3 个月，币种 %4

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
        <translation>张量并行</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速卡数</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>备用卡</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器数</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>净现值</translation>
    </message>
    <message>
        <source>Per million tokens</source>
        <translation>每百万 token</translation>
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
        <translation>自有服务器</translation>
    </message>
    <message>
        <source>Rented servers</source>
        <translation>租用服务器</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>受算力限制</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>受显存带宽限制</translation>
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
        <translation>达到 P99 目标</translation>
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
        <translation>峰值负载/容量</translation>
    </message>
    <message>
        <source>Decode</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>P99 targets at the peak-month load: first token within %1 ms, each output token within %2 ms.
</source>
        <translation>峰值月负载下的 P99 目标：首 token 不超过 %1 毫秒，每个输出 token 不超过 %2 毫秒。
</translation>
    </message>
    <message>
        <source>P99 target at the peak-month load: each output token within %1 ms.
</source>
        <translation>峰值月负载下的 P99 目标：每个输出 token 不超过 %1 毫秒。
</translation>
    </message>
    <message>
        <source>
Break-even: %1</source>
        <translation>
盈亏平衡点：%1</translation>
    </message>
    <message>
        <source>
%1: total %2
</source>
        <translation>
%1：总计 %2
</translation>
    </message>
</context>
<context>
    <name>infertco::ResultsTableModel</name>
    <message>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <source>Net present value</source>
        <translation>净现值</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百万 token 成本</translation>
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
        <translation>P99 首 token 时延</translation>
    </message>
    <message>
        <source>P99 time per output token</source>
        <translation>P99 每个输出 token 耗时</translation>
    </message>
    <message>
        <source>SLO capacity per replica</source>
        <translation>每个副本的 SLO 容量</translation>
    </message>
    <message>
        <source>Peak load, % of SLO capacity</source>
        <translation>峰值负载占 SLO 容量的比例</translation>
    </message>
    <message>
        <source>No latency figure for this option: the advice says why.</source>
        <translation>此方案没有时延数据：原因见建议。</translation>
    </message>
    <message>
        <source>Total after tax</source>
        <translation>税后合计</translation>
    </message>
    <message>
        <source>Net present value after tax</source>
        <translation>税后净现值</translation>
    </message>
    <message>
        <source>Cost per million tokens after tax</source>
        <translation>税后每百万 token 成本</translation>
    </message>
</context>
<context>
    <name>infertco::RiskCharts</name>
    <message>
        <source>What moves the difference</source>
        <translation>影响差额的因素</translation>
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
        <translation>%1 · 在 %2 处反转</translation>
    </message>
    <message>
        <source>%1 · no effect</source>
        <translation>%1 · 无影响</translation>
    </message>
    <message>
        <source>%1 at %2: %3 − %4 = %5</source>
        <translation>%1 为 %2 时：%3 − %4 = %5</translation>
    </message>
    <message>
        <source>NPV of %1 − NPV of %2</source>
        <translation>%1 净现值 − %2 净现值</translation>
    </message>
    <message>
        <source>Total of %1 − total of %2</source>
        <translation>%1 合计 − %2 合计</translation>
    </message>
    <message>
        <source>At the scenario&apos;s figures: %1</source>
        <translation>按场景数值：%1</translation>
    </message>
    <message>
        <source>Equal cost</source>
        <translation>成本持平</translation>
    </message>
    <message>
        <source>The cheaper option changes</source>
        <translation>较便宜方案发生变化</translation>
    </message>
    <message>
        <source>Total cost in %1 simulated futures</source>
        <translation>%1 次模拟中的总成本</translation>
    </message>
    <message>
        <source>bar: P10 to P90 · dot: P50 · line: lowest to highest</source>
        <translation>条形：P10 至 P90 · 圆点：P50 · 线段：最低至最高</translation>
    </message>
    <message>
        <source>%1 (exact)</source>
        <translation>%1（精确值）</translation>
    </message>
    <message>
        <source>%1
P10 %2 · P50 %3 · P90 %4
cheapest in %5% of draws</source>
        <translation>%1
P10 %2 · P50 %3 · P90 %4
在 %5% 的抽样中最便宜</translation>
    </message>
</context>
<context>
    <name>infertco::RiskReport</name>
    <message>
        <source>Risk and sensitivity</source>
        <translation>风险与敏感性分析</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>What moves the difference between %1 and %2</source>
        <translation>影响 %1 与 %2 差额的因素</translation>
    </message>
    <message>
        <source>Each bar moves one driver from its low to its high value, all else as entered. At the scenario&apos;s figures %1 − %2 = %3 (%4).</source>
        <translation>每根条形表示将一个因素从低值调到高值，其余保持输入值不变。按场景数值，%1 − %2 = %3（%4）。</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>净现值</translation>
    </message>
    <message>
        <source>total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <source>What could change the answer</source>
        <translation>可能改变结论的因素</translation>
    </message>
    <message>
        <source>Nothing found in the figures.</source>
        <translation>数据中未发现此类因素。</translation>
    </message>
    <message>
        <source>Monte Carlo simulation</source>
        <translation>蒙特卡洛模拟</translation>
    </message>
    <message>
        <source>%L1 draws with seed %2. Each draw picks every driver from a triangular distribution between its low and high value, peaking at the most likely one, and recomputes every option.</source>
        <translation>共 %L1 次抽样，随机种子 %2。每次抽样从三角分布中为每个因素取值（范围为低值至高值，峰值为最可能值），并重新计算每个方案。</translation>
    </message>
    <message>
        <source>Simulated totals use binary floating point and are rounded to the cent: they are estimates, not exact money. Options that no varying driver moves keep their exact totals.</source>
        <translation>模拟合计采用二进制浮点运算并四舍五入到分，仅为估算值，并非精确金额。不受任何变动因素影响的方案保留其精确合计。</translation>
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
        <translation>最便宜占比</translation>
    </message>
    <message>
        <source>no effect on totals</source>
        <translation>不影响合计</translation>
    </message>
    <message>
        <source>drawn</source>
        <translation>随机抽取</translation>
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
        <translation>本次模拟</translation>
    </message>
    <message>
        <source>Where the ranges come from</source>
        <translation>范围的依据</translation>
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
        <translation>范围已更改：请重新运行模拟。</translation>
    </message>
    <message>
        <source>The scenario changed: run the simulation again.</source>
        <translation>场景已更改：请重新运行模拟。</translation>
    </message>
    <message>
        <source>Choose a seed and the number of draws, then Run.</source>
        <translation>请选择随机种子和抽样次数，然后点击“运行”。</translation>
    </message>
    <message>
        <source>No scenario.</source>
        <translation>没有场景。</translation>
    </message>
    <message>
        <source>Two options that can serve the workload are needed for a comparison.</source>
        <translation>需要两个能够承载该工作负载的方案才能比较。</translation>
    </message>
    <message>
        <source>Correct the marked driver ranges to see the tornado.</source>
        <translation>请修正标出的因素范围以查看龙卷风图。</translation>
    </message>
    <message>
        <source>These ranges make the figures too large to compute exactly.</source>
        <translation>这些范围使数值过大，无法精确计算。</translation>
    </message>
    <message>
        <source>Simulating %L1 draws…</source>
        <translation>正在模拟 %L1 次抽样…</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>已取消。</translation>
    </message>
    <message>
        <source>%L1 draws, seed %2: &lt;b&gt;%3&lt;/b&gt; is the cheapest in %4% of them.</source>
        <translation>%L1 次抽样，随机种子 %2：&lt;b&gt;%3&lt;/b&gt; 在 %4% 的抽样中最便宜。</translation>
    </message>
</context>
<context>
    <name>infertco::RiskView</name>
    <message>
        <source>Risk and sensitivity</source>
        <translation>风险与敏感性分析</translation>
    </message>
    <message>
        <source>total cost</source>
        <translation>总成本</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>净现值</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>比较</translation>
    </message>
    <message>
        <source>with</source>
        <translation>与</translation>
    </message>
    <message>
        <source>by</source>
        <translation>依据</translation>
    </message>
    <message>
        <source>&lt;b&gt;Driver ranges&lt;/b&gt;</source>
        <translation>&lt;b&gt;因素范围&lt;/b&gt;</translation>
    </message>
    <message>
        <source>How far each figure could be off. Prices and fees are multiples of the quotes (×0.80 = 20% lower); edit any value. Monte Carlo draws between low and high, most often near the most likely value.</source>
        <translation>各项数值可能偏离的幅度。价格和费用以报价的倍数表示（×0.80 即低 20%）；任何值均可编辑。蒙特卡洛模拟在低值与高值之间抽样，多数落在最可能值附近。</translation>
    </message>
    <message>
        <source>Reset ranges</source>
        <translation>重置范围</translation>
    </message>
    <message>
        <source>Exchange rate of</source>
        <translation>汇率币种</translation>
    </message>
    <message>
        <source>&lt;b&gt;Where the choice flips&lt;/b&gt;</source>
        <translation>&lt;b&gt;选择在何处反转&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Tornado</source>
        <translation>龙卷风图</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>运行</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <source>Draws</source>
        <translation>抽样次数</translation>
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
        <translation>最便宜占比</translation>
    </message>
    <message>
        <source>Each draw picks every driver from its range and recomputes every option. Simulated totals use fast binary arithmetic and are rounded to the cent: they are estimates, not exact money. Options no varying driver moves keep their exact totals.</source>
        <translation>每次抽样在各因素的范围内取值，并重新计算每个方案。模拟合计采用快速二进制运算并四舍五入到分，仅为估算值，并非精确金额。不受任何变动因素影响的方案保留其精确合计。</translation>
    </message>
    <message>
        <source>Monte Carlo</source>
        <translation>蒙特卡洛</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>决策</translation>
    </message>
    <message>
        <source>Risk and sensitivity: %1</source>
        <translation>风险与敏感性分析：%1</translation>
    </message>
    <message>
        <source>No scenario.</source>
        <translation>没有场景。</translation>
    </message>
    <message>
        <source>At the scenario&apos;s figures %1 − %2 = %3.</source>
        <translation>按场景数值，%1 − %2 = %3。</translation>
    </message>
    <message>
        <source>No single driver within its range changes which is cheaper.</source>
        <translation>在各自范围内，没有任何单一因素能改变哪个方案更便宜。</translation>
    </message>
    <message>
        <source>In the tornado the red dashed line is equal cost; a diamond marks each driver whose range changes which option is cheaper.</source>
        <translation>龙卷风图中的红色虚线表示成本持平；菱形标记表示该因素在其范围内会改变哪个方案更便宜。</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>结论</translation>
    </message>
    <message>
        <source>What could change it</source>
        <translation>可能改变结论的因素</translation>
    </message>
    <message>
        <source>Nothing found in the figures.</source>
        <translation>数据中未发现此类因素。</translation>
    </message>
    <message>
        <source>Run the Monte Carlo simulation to add the odds of each option being the cheapest.</source>
        <translation>运行蒙特卡洛模拟，即可加入每个方案最便宜的概率。</translation>
    </message>
    <message>
        <source>%1 from %2 to %3. Basis: %4</source>
        <translation>%1 从 %2 到 %3。依据：%4</translation>
    </message>
    <message>
        <source>A whole number from 0 to %1; the same seed gives the same draws.</source>
        <translation>0 到 %1 之间的整数；相同的种子给出相同的抽样。</translation>
    </message>
</context>
<context>
    <name>infertco::RooflineView</name>
    <message>
        <source>No feasible option to place on the roofline.</source>
        <translation>没有可行方案可放在屋顶线图上。</translation>
    </message>
</context>
<context>
    <name>infertco::RunReader</name>
    <message>
        <source>is not a benchmark result: neither the JSON that vllm bench serve --save-result writes nor a CSV with the header %1</source>
        <translation>不是基准测试结果：既不是 vllm bench serve --save-result 写出的 JSON，也不是表头为 %1 的 CSV</translation>
    </message>
    <message>
        <source>benchmark result</source>
        <translation>基准测试结果</translation>
    </message>
    <message>
        <source>is missing</source>
        <translation>缺失</translation>
    </message>
    <message>
        <source>must be a whole number</source>
        <translation>必须是整数</translation>
    </message>
    <message>
        <source>must be at least %1</source>
        <translation>必须至少为 %1</translation>
    </message>
    <message>
        <source>must be a number of milliseconds ≥ 0</source>
        <translation>必须是 ≥ 0 的毫秒数</translation>
    </message>
    <message>
        <source>is missing (and so is %1)</source>
        <translation>缺失（%1 也缺失）</translation>
    </message>
    <message>
        <source>must be a list of token counts, one per request</source>
        <translation>必须是词元数列表，每个请求一个</translation>
    </message>
    <message>
        <source>entry %1 must be a whole number of tokens</source>
        <translation>第 %1 项必须是整数个词元</translation>
    </message>
    <message>
        <source>is 0: no request completed, so the run measured nothing</source>
        <translation>为 0：没有请求完成，该运行没有测到任何数据</translation>
    </message>
    <message>
        <source>is too large</source>
        <translation>过大</translation>
    </message>
    <message>
        <source>gives a mean below 1 token per request (%1 over %2 requests)</source>
        <translation>得出的平均值低于每个请求 1 个词元（%1 分摊到 %2 个请求）</translation>
    </message>
    <message>
        <source>gives a mean above 10,000,000 tokens</source>
        <translation>得出的平均值超过 10,000,000 个词元</translation>
    </message>
    <message>
        <source>must be a number of requests per second above 0 or &quot;inf&quot;</source>
        <translation>必须是大于 0 的每秒请求数或“inf”</translation>
    </message>
    <message>
        <source>is missing (and so is max_concurrency): the run&apos;s load is not known</source>
        <translation>缺失（max_concurrency 也缺失）：该运行的负载未知</translation>
    </message>
    <message>
        <source>is given with a request_rate of %1 per second: a run is either a closed loop at a concurrency or an open loop at a rate, not both</source>
        <translation>与每秒 %1 的 request_rate 同时给出：一次运行要么是某并发下的闭环，要么是某速率下的开环，不能两者兼有</translation>
    </message>
    <message>
        <source>is missing: an open-loop run needs the shape of its arrivals</source>
        <translation>缺失：开环运行需要其到达分布的形状</translation>
    </message>
    <message>
        <source>must be a number above 0</source>
        <translation>必须是大于 0 的数</translation>
    </message>
    <message>
        <source>must be above 0</source>
        <translation>必须大于 0</translation>
    </message>
    <message>
        <source>must be above 0 when requests have more than one output token</source>
        <translation>请求有多于一个输出词元时必须大于 0</translation>
    </message>
    <message>
        <source>has %1 entries and input_lens %2: one each per request</source>
        <translation>有 %1 项而 input_lens 有 %2 项：每个请求各一项</translation>
    </message>
    <message>
        <source>entry %1 is below 1 token</source>
        <translation>第 %1 项少于 1 个词元</translation>
    </message>
    <message>
        <source>has %1 requests with output tokens, not the %2 completed</source>
        <translation>有 %1 个带输出词元的请求，而不是已完成的 %2 个</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>第 %1 行</translation>
    </message>
    <message>
        <source>is missing from the header</source>
        <translation>表头中缺失</translation>
    </message>
    <message>
        <source>is given with a concurrency: a run is either a closed loop at a concurrency or an open loop at a rate (leave concurrency empty), not both</source>
        <translation>与并发同时给出：一次运行要么是某并发下的闭环，要么是某速率下的开环（concurrency 留空），不能两者兼有</translation>
    </message>
    <message>
        <source>must be a whole number of at least 1</source>
        <translation>必须是至少为 1 的整数</translation>
    </message>
    <message>
        <source>must be a number of requests per second above 0</source>
        <translation>必须是大于 0 的每秒请求数</translation>
    </message>
    <message>
        <source>is empty and so is rate_per_s: the run&apos;s load is not known</source>
        <translation>为空，rate_per_s 也为空：该运行的负载未知</translation>
    </message>
    <message>
        <source>must be a number of tokens</source>
        <translation>必须是词元数</translation>
    </message>
    <message>
        <source>must be from 1 to 10,000,000 tokens (rounded half up)</source>
        <translation>必须在 1 到 10,000,000 个词元之间（四舍五入）</translation>
    </message>
    <message>
        <source>must be a number of milliseconds above 0</source>
        <translation>必须是大于 0 的毫秒数</translation>
    </message>
    <message>
        <source>must be a number of milliseconds above 0 (0 only with one output token)</source>
        <translation>必须是大于 0 的毫秒数（仅在只有一个输出词元时可为 0）</translation>
    </message>
    <message>
        <source>the file holds no run</source>
        <translation>文件中没有运行</translation>
    </message>
    <message>
        <source>cannot be read: %1</source>
        <translation>无法读取：%1</translation>
    </message>
</context>
<context>
    <name>infertco::ScenarioEditor</name>
    <message>
        <source>Options to compare</source>
        <translation>比较的方案</translation>
    </message>
    <message>
        <source>Exchange rates</source>
        <translation>汇率</translation>
    </message>
    <message>
        <source>Demand in steps</source>
        <translation>分阶段需求</translation>
    </message>
    <message>
        <source>Instead of one peak (and a growth per year): from which month on the peak is how many output tokens per second. The first step starts in month 1.</source>
        <translation>代替单一峰值（及年增长）：从哪个月起峰值为每秒多少输出 token。第一个阶段从第 1 个月开始。</translation>
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
        <translation>服务器平台已改为 %1，报价已改为 %2：原来的平台和报价不适用于此方案。请核对，或另选；撤销可一并恢复。</translation>
    </message>
    <message>
        <source>Offer changed to %1: the previous one does not fit this option. Check it, or choose another; Undo puts both back.</source>
        <translation>报价已改为 %1：原来的报价不适用于此方案。请核对，或另选；撤销可一并恢复。</translation>
    </message>
    <message>
        <source>Server platform changed to %1: the previous one does not fit this option. Check it, or choose another; Undo puts both back.</source>
        <translation>服务器平台已改为 %1：原来的平台不适用于此方案。请核对，或另选；撤销可一并恢复。</translation>
    </message>
    <message>
        <source>Rental offer changed to %1: the previous one does not fit this option. Check it, or choose another; Undo puts both back.</source>
        <translation>租用报价已改为 %1：原报价不适用于此方案。请检查，或另选一个；撤销可同时恢复两者。</translation>
    </message>
</context>
<context>
    <name>infertco::ScenarioTableModel</name>
    <message>
        <source>New scenario</source>
        <translation>新场景</translation>
    </message>
    <message>
        <source>A starting point: Llama-3.1-8B in fp16. Replace the workload and the assumptions with your own, then add the options to compare.</source>
        <translation>起点：fp16 精度的 Llama-3.1-8B。请替换为您自己的工作负载和假设，然后添加要比较的方案。</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>scenarios</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>%1 (copy)</source>
        <translation>%1（副本）</translation>
    </message>
    <message>
        <source>Residual by year</source>
        <translation>逐年残值</translation>
    </message>
    <message>
        <source>residual curve</source>
        <translation>残值曲线</translation>
    </message>
    <message>
        <source>Value left after 1, 2, 3 … years as fractions of the price, separated by commas: 0.7, 0.5, 0.4. Each tranche is credited by its own age. Empty: the residual value above applies.</source>
        <translation>使用 1、2、3 … 年后剩余价值占价格的比例，以逗号分隔：0.7, 0.5, 0.4。每批硬件按其自身使用年数计算残值。留空：使用上面的残值。</translation>
    </message>
    <message>
        <source>Each option&apos;s own</source>
        <translation>各方案自身地区</translation>
    </message>
    <message>
        <source>None</source>
        <translation>无</translation>
    </message>
</context>
<context>
    <name>infertco::Sensitivity</name>
    <message>
        <source>electricity costs less than %1</source>
        <translation>电价低于 %1</translation>
    </message>
    <message>
        <source>electricity costs more than %1</source>
        <translation>电价高于 %1</translation>
    </message>
    <message>
        <source>electricity costs less than %1 of the quoted prices</source>
        <translation>电价低于报价的 %1</translation>
    </message>
    <message>
        <source>electricity costs more than %1 of the quoted prices</source>
        <translation>电价高于报价的 %1</translation>
    </message>
    <message>
        <source>average utilization is below %1</source>
        <translation>平均利用率低于 %1</translation>
    </message>
    <message>
        <source>average utilization is above %1</source>
        <translation>平均利用率高于 %1</translation>
    </message>
    <message>
        <source>the card costs less than %1</source>
        <translation>加速卡价格低于 %1</translation>
    </message>
    <message>
        <source>the card costs more than %1</source>
        <translation>加速卡价格高于 %1</translation>
    </message>
    <message>
        <source>cards cost less than %1 of the quoted prices</source>
        <translation>加速卡价格低于报价的 %1</translation>
    </message>
    <message>
        <source>cards cost more than %1 of the quoted prices</source>
        <translation>加速卡价格高于报价的 %1</translation>
    </message>
    <message>
        <source>the rental price is below %1</source>
        <translation>租用价格低于 %1</translation>
    </message>
    <message>
        <source>the rental price is above %1</source>
        <translation>租用价格高于 %1</translation>
    </message>
    <message>
        <source>rental prices are below %1 of the quoted ones</source>
        <translation>租用价格低于报价的 %1</translation>
    </message>
    <message>
        <source>rental prices are above %1 of the quoted ones</source>
        <translation>租用价格高于报价的 %1</translation>
    </message>
    <message>
        <source>colocation fees are below %1 of the quoted ones</source>
        <translation>托管费低于报价的 %1</translation>
    </message>
    <message>
        <source>colocation fees are above %1 of the quoted ones</source>
        <translation>托管费高于报价的 %1</translation>
    </message>
    <message>
        <source>the discount rate is below %1 a year</source>
        <translation>年折现率低于 %1</translation>
    </message>
    <message>
        <source>the discount rate is above %1 a year</source>
        <translation>年折现率高于 %1</translation>
    </message>
    <message>
        <source>the model is updated fewer than %1 times a year</source>
        <translation>模型每年更新少于 %1 次</translation>
    </message>
    <message>
        <source>the model is updated more than %1 times a year</source>
        <translation>模型每年更新多于 %1 次</translation>
    </message>
    <message>
        <source>an engineer-day costs less than %1</source>
        <translation>工程师人天单价低于 %1</translation>
    </message>
    <message>
        <source>an engineer-day costs more than %1</source>
        <translation>工程师人天单价高于 %1</translation>
    </message>
    <message>
        <source>the hardware resells for less than %1 of its price</source>
        <translation>硬件转售价低于购置价的 %1</translation>
    </message>
    <message>
        <source>the hardware resells for more than %1 of its price</source>
        <translation>硬件转售价高于购置价的 %1</translation>
    </message>
    <message>
        <source>one %1 is worth less than %2</source>
        <translation>1 %1 的价值低于 %2</translation>
    </message>
    <message>
        <source>one %1 is worth more than %2</source>
        <translation>1 %1 的价值高于 %2</translation>
    </message>
    <message>
        <source>scenario &quot;%1&quot;</source>
        <translation>场景 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>has no option number %1</source>
        <translation>没有编号为 %1 的方案</translation>
    </message>
    <message>
        <source>option &quot;%1&quot;</source>
        <translation>方案 &quot;%1&quot;</translation>
    </message>
    <message>
        <source>cannot be compared: %1</source>
        <translation>无法比较：%1</translation>
    </message>
    <message>
        <source>cannot be compared with itself; choose two different options</source>
        <translation>不能与自身比较；请选择两个不同的方案</translation>
    </message>
    <message>
        <source>%1 becomes cheaper than %2 if %3.</source>
        <translation>如果%3，%1 将比 %2 更便宜。</translation>
    </message>
    <message>
        <source>a driver range makes its figures too large to compute exactly; check the ranges</source>
        <translation>某个因素范围使数值过大，无法精确计算；请检查各项范围</translation>
    </message>
    <message>
        <source>demand grows by less than %1 a year</source>
        <translation>需求每年增长低于 %1</translation>
    </message>
    <message>
        <source>demand grows by more than %1 a year</source>
        <translation>需求每年增长高于 %1</translation>
    </message>
    <message>
        <source>rental prices move by %1 a year or less than entered</source>
        <translation>租用价格每年比录入值变化 %1 或更少</translation>
    </message>
    <message>
        <source>rental prices move by %1 a year or more than entered</source>
        <translation>租用价格每年比录入值变化 %1 或更多</translation>
    </message>
    <message>
        <source>hybrid options own fewer than %1 of their servers</source>
        <translation>混合方案拥有的服务器少于原数的 %1</translation>
    </message>
    <message>
        <source>hybrid options own more than %1 of their servers</source>
        <translation>混合方案拥有的服务器多于原数的 %1</translation>
    </message>
</context>
<context>
    <name>infertco::ServingLatency</name>
    <message>
        <source>a simulation needs at least one prompt and one output token per request</source>
        <translation>模拟要求每个请求至少有一个提示 token 和一个输出 token</translation>
    </message>
    <message>
        <source>a simulation needs a max_batch of at least 1</source>
        <translation>模拟要求 max_batch 至少为 1</translation>
    </message>
    <message>
        <source>the KV cache of one replica holds %1 tokens, fewer than one request&apos;s %2</source>
        <translation>单个副本的 KV 缓存可容纳 %1 个 token，少于一个请求所需的 %2 个</translation>
    </message>
    <message>
        <source>the request log &quot;%1&quot; is not in the bundle</source>
        <translation>请求日志 &quot;%1&quot; 不在此数据包中</translation>
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
        <translation>服务器平台</translation>
    </message>
    <message>
        <source>Rental offers</source>
        <translation>服务器租用报价</translation>
    </message>
    <message>
        <source>Colocation offers</source>
        <translation>服务器托管报价</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>CATALOG</source>
        <translation>目录</translation>
    </message>
    <message>
        <source>SCENARIOS</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>section</source>
        <translation>分组</translation>
    </message>
    <message>
        <source>Add scenario</source>
        <translation>添加场景</translation>
    </message>
    <message>
        <source>Duplicate scenario</source>
        <translation>复制场景</translation>
    </message>
    <message>
        <source>Remove scenario</source>
        <translation>删除场景</translation>
    </message>
    <message>
        <source>Risk and decision</source>
        <translation>风险与决策</translation>
    </message>
    <message>
        <source>Which figures could change the answer, and how likely each option is to be the cheapest</source>
        <translation>哪些数据可能改变结论，以及各方案成为最便宜方案的概率</translation>
    </message>
    <message>
        <source>Find the cheapest plans…</source>
        <translation>查找最便宜的方案…</translation>
    </message>
</context>
<context>
    <name>infertco::Sizer</name>
    <message>
        <source>the server platform &quot;%1&quot; does not accept %2 accelerators</source>
        <translation>服务器平台 &quot;%1&quot; 不支持 %2 类加速卡</translation>
    </message>
    <message>
        <source>the accelerator supports neither %1 nor any fallback precision</source>
        <translation>该加速卡既不支持 %1，也不支持任何备选精度</translation>
    </message>
    <message>
        <source>no batch size meets the %1 ms per-token target, even at batch 1</source>
        <translation>即使批大小为 1，也无法达到每 token %1 ms 的延迟目标</translation>
    </message>
    <message>
        <source>the model and the KV cache of one sequence (%1 GB) do not fit in the memory of %2 accelerator(s) with %3% kept free</source>
        <translation>在预留 %3% 空闲显存的情况下，模型加单个序列的 KV 缓存（%1 GB）无法装入 %2 张加速卡的显存</translation>
    </message>
    <message>
        <source>it would need %1 %2, more than the 1,000,000,000 a plan can hold; check the peak tokens per second and the per-token target</source>
        <translation>需要 %1 %2，超过一个方案可容纳的 1,000,000,000；请检查每秒峰值 token 数和每 token 延迟目标</translation>
    </message>
    <message>
        <source>servers</source>
        <translation>台服务器</translation>
    </message>
    <message>
        <source>accelerators</source>
        <translation>张加速卡</translation>
    </message>
    <message>
        <source>accelerators with spares</source>
        <translation>张加速卡（含备件）</translation>
    </message>
    <message>
        <source>racks</source>
        <translation>个机柜</translation>
    </message>
    <message>
        <source>no tensor-parallel size fills the prompt of %1 tokens within the %2 ms time-to-first-token limit</source>
        <translation>没有任何张量并行规模能在 %2 毫秒的首 token 时延上限内完成 %1 个 token 提示词的预填充</translation>
    </message>
    <message>
        <source>no load meets the P99 targets</source>
        <translation>没有任何负载能满足 P99 目标</translation>
    </message>
</context>
<context>
    <name>infertco::SqliteConnection</name>
    <message>
        <source>the Qt SQLite driver (QSQLITE) is not available</source>
        <translation>Qt SQLite 驱动（QSQLITE）不可用</translation>
    </message>
    <message>
        <source>cannot be opened</source>
        <translation>无法打开</translation>
    </message>
    <message>
        <source>the Qt SQLite driver does not expose its SQLite handle, so the file cannot be opened with SQLite&apos;s defensive settings</source>
        <translation>Qt SQLite 驱动未提供其 SQLite 句柄，因此无法以 SQLite 的防御性设置打开该文件</translation>
    </message>
    <message>
        <source>the database is not open</source>
        <translation>数据库未打开</translation>
    </message>
</context>
<context>
    <name>infertco::TableEditor</name>
    <message>
        <source>Filter</source>
        <translation>筛选</translation>
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
        <translation>复制</translation>
    </message>
    <message>
        <source>Copy the selected rows (Ctrl+D)</source>
        <translation>复制所选行 (Ctrl+D)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <source>Remove the selected rows (Delete)</source>
        <translation>删除所选行 (Delete)</translation>
    </message>
</context>
<context>
    <name>infertco::TargetCosts</name>
    <message>
        <source>P99 sizing needs a time-to-first-token target</source>
        <translation>按 P99 测算容量需要首 token 时延目标</translation>
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
        <translation>  infertco-cli team init CONN          在 PostgreSQL 服务器上创建团队目录
                                       （其模式、角色和审计日志）
  infertco-cli team grant|revoke CONN USER viewer|buyer|admin
  infertco-cli team pull CONN DOC [--theirs|--ours]
                                       将团队目录拉取到 DOC（DOC 不存在时新建）
  infertco-cli team push CONN DOC|BUNDLE [--theirs|--ours]
                                       将 DOC 中新增和编辑过的行推送到服务器
  infertco-cli team export CONN        以数据包 JSON 输出团队目录
  infertco-cli team history CONN [[KIND/]ID] [--limit N] [--format table|json]
                                       CONN：postgresql:// URI 或 libpq 关键字
</translation>
    </message>
    <message>
        <source>team needs a command: init, grant, revoke, pull, push, export or history</source>
        <translation>team 需要一个子命令：init、grant、revoke、pull、push、export 或 history</translation>
    </message>
    <message>
        <source>unknown team command &quot;%1&quot;</source>
        <translation>未知的 team 子命令“%1”</translation>
    </message>
    <message>
        <source>team init takes exactly one CONN</source>
        <translation>team init 只接受一个 CONN</translation>
    </message>
    <message>
        <source>team catalog already initialised on %1 (schema version %2); nothing changed
</source>
        <translation>团队目录已在 %1 上初始化（结构版本 %2）；未作任何更改
</translation>
    </message>
    <message>
        <source>team catalog created on %1 (schema version %2); %3 holds infertco_admin
</source>
        <translation>已在 %1 上创建团队目录（结构版本 %2）；%3 拥有 infertco_admin
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
        <translation>角色必须是 viewer、buyer 或 admin，而不是“%1”</translation>
    </message>
    <message>
        <source>%1 revoked from %2
</source>
        <translation>已从 %2 收回 %1
</translation>
    </message>
    <message>
        <source>%1 granted to %2
</source>
        <translation>已将 %1 授予 %2
</translation>
    </message>
    <message>
        <source>team export takes exactly one CONN</source>
        <translation>team export 只接受一个 CONN</translation>
    </message>
    <message>
        <source>team history takes CONN and optionally [KIND/]ID</source>
        <translation>team history 需要 CONN，可选 [KIND/]ID</translation>
    </message>
    <message>
        <source>--format must be table or json, not &quot;%1&quot;</source>
        <translation>--format 必须是 table 或 json，而不是“%1”</translation>
    </message>
    <message>
        <source>--limit must be a whole number above 0</source>
        <translation>--limit 必须是大于 0 的整数</translation>
    </message>
    <message>
        <source>no changes recorded
</source>
        <translation>没有记录任何更改
</translation>
    </message>
    <message>
        <source>team pull takes CONN and DOC</source>
        <translation>team pull 需要 CONN 和 DOC</translation>
    </message>
    <message>
        <source>--theirs and --ours cannot both be given</source>
        <translation>--theirs 和 --ours 不能同时指定</translation>
    </message>
    <message>
        <source>infertco-cli: team pull: %1 rows in conflict; nothing written (--theirs takes the server&apos;s values, --ours keeps the local edits)
</source>
        <translation>infertco-cli: team pull：%1 行存在冲突；未写入任何内容（--theirs 采用服务器上的值，--ours 保留本地编辑）
</translation>
    </message>
    <message>
        <source>pulled: %1 inserted, %2 updated, %3 stale, %4 conflicts
</source>
        <translation>已拉取：插入 %1 行，更新 %2 行，过时 %3 行，冲突 %4 处
</translation>
    </message>
    <message>
        <source>team push takes CONN and DOC or BUNDLE</source>
        <translation>team push 需要 CONN 以及 DOC 或 BUNDLE</translation>
    </message>
    <message>
        <source>infertco-cli: team push: %1 rows in conflict; nothing written (pull first, or --theirs takes the server&apos;s values, --ours keeps the local ones)
</source>
        <translation>infertco-cli: team push：%1 行存在冲突；未写入任何内容（请先拉取，或用 --theirs 采用服务器上的值、--ours 保留本地的值）
</translation>
    </message>
    <message>
        <source>%1 rows deleted here are still on the server (a push deletes nothing)
</source>
        <translation>在本地删除的 %1 行仍在服务器上（推送不会删除任何内容）
</translation>
    </message>
    <message>
        <source>pushed: %1 inserted, %2 updated, %3 stale, %4 conflicts
</source>
        <translation>已推送：插入 %1 行，更新 %2 行，过时 %3 行，冲突 %4 处
</translation>
    </message>
    <message>
        <source>team catalog on %1 brought from schema version %2 to %3
</source>
        <translation>%1 上的团队目录已从结构版本 %2 升级到 %3
</translation>
    </message>
    <message>
        <source>%1 %2: the server&apos;s row is invalid (%3); left out</source>
        <translation>%1 %2：服务器上的行无效（%3）；已略去</translation>
    </message>
</context>
<context>
    <name>infertco::TeamConflictDialog</name>
    <message>
        <source>Team Catalog Conflicts</source>
        <translation>团队目录冲突</translation>
    </message>
    <message>
        <source>These rows were changed in this document and on the server since the last pull. Nothing has been written yet. For each row, keep yours (publish it later) or take the server&apos;s; then the pull runs again.</source>
        <translation>自上次拉取以来，这些行在本文档和服务器上都被更改过。目前尚未写入任何内容。请为每一行选择保留您的值（稍后发布）或采用服务器的值，然后将再次拉取。</translation>
    </message>
    <message>
        <source>These rows were changed on the server since this document last pulled them. Nothing has been published yet. For each row, keep yours (it is published over the server&apos;s) or take the server&apos;s; then the publish runs again.</source>
        <translation>自本文档上次拉取以来，这些行已在服务器上被更改。目前尚未发布任何内容。请为每一行选择保留您的值（将覆盖服务器的值发布）或采用服务器的值，然后将再次发布。</translation>
    </message>
    <message>
        <source>Changed on the server by %1 at %2.</source>
        <translation>由 %1 于 %2 在服务器上更改。</translation>
    </message>
    <message>
        <source>Field</source>
        <translation>字段</translation>
    </message>
    <message>
        <source>This document (yours)</source>
        <translation>本文档（您的）</translation>
    </message>
    <message>
        <source>Server</source>
        <translation>服务器</translation>
    </message>
    <message>
        <source>Keep mine</source>
        <translation>保留我的</translation>
    </message>
    <message>
        <source>Take the server&apos;s</source>
        <translation>采用服务器的</translation>
    </message>
    <message>
        <source>Keep All Mine</source>
        <translation>全部保留我的</translation>
    </message>
    <message>
        <source>Take All the Server&apos;s</source>
        <translation>全部采用服务器的</translation>
    </message>
    <message>
        <source>&amp;Pull Again</source>
        <translation>再次拉取(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Publish Again</source>
        <translation>再次发布(&amp;P)</translation>
    </message>
</context>
<context>
    <name>infertco::TeamConnectDialog</name>
    <message>
        <source>Connect to the Team Catalog</source>
        <translation>连接团队目录</translation>
    </message>
    <message>
        <source>The team&apos;s shared catalog on a PostgreSQL server. Give a connection string, or the server&apos;s host and the rest.</source>
        <translation>团队在 PostgreSQL 服务器上共享的目录。请填写连接字符串，或服务器主机及其余各项。</translation>
    </message>
    <message>
        <source>optional, e.g. postgresql://alice@db.example:5432/tco?sslmode=verify-full</source>
        <translation>可选，例如 postgresql://alice@db.example:5432/tco?sslmode=verify-full</translation>
    </message>
    <message>
        <source>Connection &amp;string:</source>
        <translation>连接字符串(&amp;S)：</translation>
    </message>
    <message>
        <source>db.example.com</source>
        <translation>db.example.com</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>主机(&amp;H)：</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>数据库(&amp;D)：</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <source>libpq default (prefer)</source>
        <translation>libpq 默认（prefer）</translation>
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
        <translation>密码(&amp;W)：</translation>
    </message>
    <message>
        <source>&amp;Remember the password in the desktop keyring</source>
        <translation>在桌面密钥环中记住密码(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>连接(&amp;C)</translation>
    </message>
    <message>
        <source>No desktop keyring is available, so the password cannot be remembered: InferTCO asks for it at each connection and never writes it anywhere.</source>
        <translation>没有可用的桌面密钥环，因此无法记住密码：InferTCO 每次连接时都会询问，且绝不会把它写到任何地方。</translation>
    </message>
    <message>
        <source>Contacting server…</source>
        <translation>正在联系服务器…</translation>
    </message>
</context>
<context>
    <name>infertco::TeamConnection</name>
    <message>
        <source>the connection string is neither a postgresql:// URI nor a list of keyword=value settings</source>
        <translation>连接字符串既不是 postgresql:// URI，也不是 keyword=value 形式的设置列表</translation>
    </message>
    <message>
        <source>the connection string cannot be read: %1</source>
        <translation>无法读取连接字符串：%1</translation>
    </message>
    <message>
        <source>Qt&apos;s PostgreSQL driver (QPSQL) is not installed; on Debian install libqt6sql6-psql</source>
        <translation>未安装 Qt 的 PostgreSQL 驱动 (QPSQL)；在 Debian 上请安装 libqt6sql6-psql</translation>
    </message>
    <message>
        <source>the connection setting %1 holds a &apos;;&apos;, which Qt&apos;s PostgreSQL driver cannot pass on</source>
        <translation>连接设置 %1 含有“;”，Qt 的 PostgreSQL 驱动无法传递它</translation>
    </message>
    <message>
        <source>cannot connect to %1: %2</source>
        <translation>无法连接到 %1：%2</translation>
    </message>
</context>
<context>
    <name>infertco::TeamController</name>
    <message>
        <source>&amp;Team Catalog</source>
        <translation>团队目录(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Connect…</source>
        <translation>连接(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Pull from the Server</source>
        <translation>从服务器拉取(&amp;P)</translation>
    </message>
    <message>
        <source>Bring the server&apos;s new and changed rows into this document</source>
        <translation>将服务器上新增和更改的行取入本文档</translation>
    </message>
    <message>
        <source>P&amp;ublish to the Server</source>
        <translation>发布到服务器(&amp;U)</translation>
    </message>
    <message>
        <source>Send this document&apos;s new and edited rows to the server</source>
        <translation>将本文档中新增和编辑过的行发送到服务器</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>断开连接(&amp;D)</translation>
    </message>
    <message>
        <source>Team catalog: contacting server…</source>
        <translation>团队目录：正在联系服务器…</translation>
    </message>
    <message>
        <source>admin</source>
        <translation>管理员</translation>
    </message>
    <message>
        <source>buyer</source>
        <translation>采购</translation>
    </message>
    <message>
        <source>viewer</source>
        <translation>查看者</translation>
    </message>
    <message>
        <source>no team role</source>
        <translation>无团队角色</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <source>Team catalog: %1 · contacting server…</source>
        <translation>团队目录：%1 · 正在联系服务器…</translation>
    </message>
    <message>
        <source>Team catalog: %1 · server not reached</source>
        <translation>团队目录：%1 · 无法连接服务器</translation>
    </message>
    <message>
        <source>Team catalog: %1</source>
        <translation>团队目录：%1</translation>
    </message>
    <message>
        <source>Team catalog: %1 · up to date with the server</source>
        <translation>团队目录：%1 · 与服务器一致</translation>
    </message>
    <message numerus="yes">
        <source>Team catalog: %1 · %n newer on the server</source>
        <translation>
            <numerusform>团队目录：%1 · 服务器上有 %n 行更新</numerusform>
        </translation>
    </message>
    <message>
        <source>Contacting server…</source>
        <translation>正在联系服务器…</translation>
    </message>
    <message>
        <source>Team Catalog</source>
        <translation>团队目录</translation>
    </message>
    <message>
        <source>No desktop keyring is available: the password was not kept and will be asked for at the next connection.</source>
        <translation>没有可用的桌面密钥环：密码未被保存，下次连接时将再次询问。</translation>
    </message>
    <message>
        <source>Connected to the team catalog as %1</source>
        <translation>已以 %1 身份连接团队目录</translation>
    </message>
    <message>
        <source>Disconnected from the team catalog</source>
        <translation>已断开与团队目录的连接</translation>
    </message>
    <message>
        <source>Pull Failed</source>
        <translation>拉取失败</translation>
    </message>
    <message>
        <source>Publish Failed</source>
        <translation>发布失败</translation>
    </message>
    <message>
        <source>The team server cannot be reached; nothing was changed.

%1</source>
        <translation>无法连接团队服务器；未作任何更改。

%1</translation>
    </message>
    <message>
        <source>Pull Refused by the Server</source>
        <translation>服务器拒绝了拉取</translation>
    </message>
    <message>
        <source>Publish Refused by the Server</source>
        <translation>服务器拒绝了发布</translation>
    </message>
    <message>
        <source>The team server refused: %1</source>
        <translation>团队服务器拒绝：%1</translation>
    </message>
    <message>
        <source>The team catalog on the server holds rows this InferTCO cannot read; nothing was changed.</source>
        <translation>服务器上的团队目录含有此版本 InferTCO 无法读取的行；未作任何更改。</translation>
    </message>
    <message>
        <source>The result would not be a valid catalog; nothing was changed.</source>
        <translation>结果不会是有效的目录；未作任何更改。</translation>
    </message>
    <message numerus="yes">
        <source>%n row(s) in conflict; nothing was written</source>
        <translation>
            <numerusform>%n 行存在冲突；未写入任何内容</numerusform>
        </translation>
    </message>
    <message>
        <source>Pull from the Team Catalog</source>
        <translation>从团队目录拉取</translation>
    </message>
    <message>
        <source>Take the Team Catalog&apos;s Values on Publish</source>
        <translation>发布时采用团队目录的值</translation>
    </message>
    <message>
        <source>Pulled: %1 inserted, %2 updated, %3 stale, %4 conflicts</source>
        <translation>已拉取：新增 %1，更新 %2，过时 %3，冲突 %4</translation>
    </message>
    <message>
        <source>Published: %1 inserted, %2 updated, %3 stale, %4 conflicts</source>
        <translation>已发布：新增 %1，更新 %2，过时 %3，冲突 %4</translation>
    </message>
    <message numerus="yes">
        <source>(%n row(s) deleted here are still on the server: a publish deletes nothing)</source>
        <translation>
            <numerusform>（此处删除的 %n 行仍在服务器上：发布不会删除任何内容）</numerusform>
        </translation>
    </message>
    <message>
        <source>Pull Not Applied</source>
        <translation>拉取未应用</translation>
    </message>
    <message>
        <source>The catalog was edited while the server was contacted; the pull was not applied. Pull again.</source>
        <translation>联系服务器期间目录被编辑过；拉取未应用。请再次拉取。</translation>
    </message>
    <message>
        <source>The history could not be read: %1</source>
        <translation>无法读取历史记录：%1</translation>
    </message>
</context>
<context>
    <name>infertco::TeamExchange</name>
    <message>
        <source>the team catalog&apos;s schema has no place for %1; nothing was written</source>
        <translation>团队目录的数据库结构中没有 %1 的位置；未写入任何内容</translation>
    </message>
    <message>
        <source>inserted on the server by someone else meanwhile</source>
        <translation>在此期间已被他人插入到服务器</translation>
    </message>
    <message>
        <source>the server refused %1 %2: %3; nothing was written</source>
        <translation>服务器拒绝了 %1 %2：%3；未写入任何内容</translation>
    </message>
    <message>
        <source>changed on the server meanwhile</source>
        <translation>在此期间已在服务器上被更改</translation>
    </message>
    <message>
        <source>%1; nothing was written</source>
        <translation>%1；未写入任何内容</translation>
    </message>
    <message>
        <source>the connection to the server was lost while writing %1 %2 (%3); nothing was written</source>
        <translation>写入 %1 %2 时与服务器的连接中断（%3）；未写入任何内容</translation>
    </message>
</context>
<context>
    <name>infertco::TeamHistoryDialog</name>
    <message>
        <source>History of %1 %2</source>
        <translation>%1 %2 的历史记录</translation>
    </message>
    <message>
        <source>When / field</source>
        <translation>时间 / 字段</translation>
    </message>
    <message>
        <source>Who / before</source>
        <translation>用户 / 之前</translation>
    </message>
    <message>
        <source>What / after</source>
        <translation>操作 / 之后</translation>
    </message>
    <message>
        <source>Contacting server…</source>
        <translation>正在联系服务器…</translation>
    </message>
    <message>
        <source>added</source>
        <translation>已添加</translation>
    </message>
    <message numerus="yes">
        <source>changed %n field(s)</source>
        <translation>
            <numerusform>更改了 %n 个字段</numerusform>
        </translation>
    </message>
    <message>
        <source>deleted</source>
        <translation>已删除</translation>
    </message>
    <message>
        <source>The server&apos;s audit log holds no change of this row.</source>
        <translation>服务器的审计日志中没有此行的更改记录。</translation>
    </message>
    <message numerus="yes">
        <source>%n change(s) on the team server, newest first.</source>
        <translation>
            <numerusform>团队服务器上有 %n 次更改，最新的在前。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>infertco::TeamItemsOf</name>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
    </message>
</context>
<context>
    <name>infertco::TeamLogin</name>
    <message>
        <source>the connection string holds a password; type it in the password field instead (it is never kept in the settings)</source>
        <translation>连接字符串中含有密码；请改在密码栏中输入（密码绝不会保存在设置中）</translation>
    </message>
    <message>
        <source>give a connection string or at least the server&apos;s host</source>
        <translation>请填写连接字符串，或至少填写服务器主机</translation>
    </message>
</context>
<context>
    <name>infertco::TeamServer</name>
    <message>
        <source>the connection to the server was lost</source>
        <translation>与服务器的连接已断开</translation>
    </message>
    <message>
        <source>cannot start a transaction: %1</source>
        <translation>无法开始事务：%1</translation>
    </message>
    <message>
        <source>the server did not commit: %1</source>
        <translation>服务器未能提交：%1</translation>
    </message>
    <message>
        <source>the team catalog has schema version %1, newer than this InferTCO understands (%2); update InferTCO</source>
        <translation>团队目录的结构版本为 %1，比此版本 InferTCO 能识别的版本 (%2) 更新；请更新 InferTCO</translation>
    </message>
    <message>
        <source>the database holds no team catalog (run infertco-cli team init first, or ask who runs the server for access to the schema infertco)</source>
        <translation>数据库中没有团队目录（请先运行 infertco-cli team init，或请服务器管理员授予你访问模式 infertco 的权限）</translation>
    </message>
    <message>
        <source>the team catalog has schema version %1; run infertco-cli team init to bring it to version %2</source>
        <translation>团队目录的结构版本为 %1；请运行 infertco-cli team init 将其升级到版本 %2</translation>
    </message>
    <message>
        <source>there is no role &quot;%1&quot; on the server</source>
        <translation>服务器上没有角色“%1”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a login role (a user)</source>
        <translation>“%1”不是登录角色（用户）</translation>
    </message>
    <message>
        <source>another session holds a lock on the team catalog, and the server stopped waiting for it after %1 (lock_timeout); try again when it is done</source>
        <translation>另一个会话锁住了团队目录，服务器等待 %1 后停止等待（lock_timeout）；请待其完成后重试</translation>
    </message>
    <message>
        <source>the server stopped a statement that ran longer than %1 (statement_timeout); try again later</source>
        <translation>服务器停止了一条运行超过 %1 的语句（statement_timeout）；请稍后重试</translation>
    </message>
    <message>
        <source>the database has a schema &quot;infertco&quot; that InferTCO did not create (it has no schema_version in infertco.meta); nothing was changed</source>
        <translation>数据库中有一个不是 InferTCO 创建的结构 &quot;infertco&quot;（infertco.meta 中没有 schema_version）；未作任何更改</translation>
    </message>
    <message>
        <source>column %1 is missing</source>
        <translation>缺少列 %1</translation>
    </message>
    <message>
        <source>column %1 is %2, not %3</source>
        <translation>列 %1 的类型是 %2，而不是 %3</translation>
    </message>
    <message>
        <source>column %1 may be empty (NOT NULL was dropped)</source>
        <translation>列 %1 可以为空（NOT NULL 已被删除）</translation>
    </message>
    <message>
        <source>trigger %1 is missing</source>
        <translation>缺少触发器 %1</translation>
    </message>
    <message>
        <source>trigger %1 runs %2, not %3</source>
        <translation>触发器 %1 运行的是 %2，而不是 %3</translation>
    </message>
    <message>
        <source>trigger %1 is disabled</source>
        <translation>触发器 %1 已停用</translation>
    </message>
    <message>
        <source>table %1 has no row-level security</source>
        <translation>表 %1 没有行级安全</translation>
    </message>
    <message>
        <source>the team catalog&apos;s schema (version %1) was changed by hand: %2; nothing was done (restore the schema from a backup, or have a superuser put it back)</source>
        <translation>团队目录的结构（版本 %1）被手动更改过：%2；未执行任何操作（请从备份恢复结构，或请超级用户将其改回）</translation>
    </message>
    <message>
        <source>the team catalog has schema version %1, newer than %2</source>
        <translation>团队目录的结构版本为 %1，比 %2 新</translation>
    </message>
    <message>
        <source>%1 may not create roles: team init needs a role with CREATEROLE (or a superuser) to create the team roles and the catalog&apos;s owner role; nothing was changed (a superuser can run: ALTER ROLE %1 CREATEROLE)</source>
        <translation>%1 不能创建角色：team init 需要具有 CREATEROLE 的角色（或超级用户）来创建团队角色和目录的所有者角色；未作任何更改（超级用户可运行：ALTER ROLE %1 CREATEROLE）</translation>
    </message>
    <message>
        <source>cannot bring the team catalog from schema version %1 to %2: %3; nothing was changed</source>
        <translation>无法将团队目录从结构版本 %1 升级到 %2：%3；未作任何更改</translation>
    </message>
    <message>
        <source>%1 holds no team role on the catalog of the database %2 (an administrator of this catalog runs infertco-cli team grant)</source>
        <translation>%1 在数据库 %2 的团队目录上没有任何团队角色（由此目录的管理员运行 infertco-cli team grant）</translation>
    </message>
    <message>
        <source>only a member of infertco_admin on this catalog (database %1) may grant or revoke team roles; %2 is not one</source>
        <translation>只有此目录（数据库 %1）的 infertco_admin 成员才能授予或撤销团队角色；%2 不是</translation>
    </message>
    <message>
        <source>the server gave the row version %1 by %2, which its stamp trigger never gives: the team catalog&apos;s schema is damaged</source>
        <translation>服务器给出的行版本为 %1、修改者为 %2，这是其 stamp 触发器不会给出的：团队目录的结构已损坏</translation>
    </message>
</context>
<context>
    <name>infertco::TeamServerStorage</name>
    <message>
        <source>holds the team catalog only; scenarios stay in a document</source>
        <translation>只保存团队目录；情景保留在文档中</translation>
    </message>
    <message>
        <source>%1; nothing was written</source>
        <translation>%1；未写入任何内容</translation>
    </message>
    <message>
        <source>was changed on the server by %1 at %2 to %3 (yours: %4); nothing was written</source>
        <translation>已由 %1 于 %2 在服务器上改为 %3（您的值：%4）；未写入任何内容</translation>
    </message>
    <message>
        <source>cannot be removed from the team catalog: a push never deletes a row; nothing was written</source>
        <translation>无法从团队目录中删除：发布从不删除任何行；未写入任何内容</translation>
    </message>
</context>
<context>
    <name>infertco::TeamSync</name>
    <message>
        <source>%1 %2: deleted on the server; kept here as a local-only row</source>
        <translation>%1 %2：已在服务器上删除；在此保留为仅限本地的行</translation>
    </message>
    <message>
        <source>deleted on the server since it was pulled</source>
        <translation>拉取后已在服务器上删除</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2：%3</translation>
    </message>
    <message>
        <source>%1 %2, field %3: local %4, server %5 (changed by %6 at %7)</source>
        <translation>%1 %2，字段 %3：本地 %4，服务器 %5（由 %6 于 %7 更改）</translation>
    </message>
    <message>
        <source>%1 %2: the server&apos;s row is invalid (%3); skipped, the document&apos;s copy is left as it is</source>
        <translation>%1 %2：服务器上的行无效（%3）；已跳过，文档中的副本保持不变</translation>
    </message>
    <message>
        <source>%1 %2: the server&apos;s row is invalid (%3); not pushed</source>
        <translation>%1 %2：服务器上的行无效（%3）；未推送</translation>
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
        <translation>服务器平台</translation>
    </message>
    <message>
        <source>Rental offer</source>
        <translation>服务器租用报价</translation>
    </message>
    <message>
        <source>Colocation offer</source>
        <translation>服务器托管报价</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>（无）</translation>
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
        <translation>为必填项</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不得为负</translation>
    </message>
    <message>
        <source>must be greater than zero</source>
        <translation>必须大于 0</translation>
    </message>
    <message>
        <source>must be greater than 0 and at most 1</source>
        <translation>必须大于 0 且不大于 1</translation>
    </message>
    <message>
        <source>must be between 0 and 1</source>
        <translation>必须介于 0 与 1 之间</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a three-letter currency code such as HKD</source>
        <translation>&quot;%1&quot; 不是三个字母的货币代码（如 HKD）</translation>
    </message>
    <message>
        <source>is used by more than one item</source>
        <translation>被多个条目重复使用</translation>
    </message>
    <message>
        <source>needs at least one precision (fp16, fp8, int8 or int4)</source>
        <translation>至少需要一种精度（fp16、fp8、int8 或 int4）</translation>
    </message>
    <message>
        <source>must not exceed tdp_w</source>
        <translation>不得超过 tdp_w</translation>
    </message>
    <message>
        <source>needs at least one accelerator class</source>
        <translation>至少需要一个加速卡类别</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a region of the catalog</source>
        <translation>&quot;%1&quot; 不是目录中的地区</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an accelerator of the catalog</source>
        <translation>&quot;%1&quot; 不是目录中的加速卡</translation>
    </message>
    <message>
        <source>is required (or hourly_price)</source>
        <translation>为必填项（或填写 hourly_price）</translation>
    </message>
    <message>
        <source>must be greater than zero when power is billed per kW</source>
        <translation>电费按 kW 计费时必须大于 0</translation>
    </message>
    <message>
        <source>must be between 1 and 5</source>
        <translation>必须介于 1 与 5 之间</translation>
    </message>
    <message>
        <source>the rate of %1 must be greater than zero</source>
        <translation>%1 的汇率必须大于 0</translation>
    </message>
    <message>
        <source>must be between 1 and 240 months</source>
        <translation>必须介于 1 至 240 个月之间</translation>
    </message>
    <message>
        <source>must be between 0 and 1 (0.08 is 8% a year)</source>
        <translation>必须介于 0 与 1 之间（0.08 即每年 8%）</translation>
    </message>
    <message>
        <source>must be at least 0 and less than 1</source>
        <translation>必须不小于 0 且小于 1</translation>
    </message>
    <message>
        <source>must be between 0 and 10</source>
        <translation>必须介于 0 与 10 之间</translation>
    </message>
    <message>
        <source>must be greater than 0 and at most 100000 (billions of parameters)</source>
        <translation>必须大于 0 且不大于 100000（单位：十亿参数）</translation>
    </message>
    <message>
        <source>must be between 0 and 366</source>
        <translation>必须介于 0 与 366 之间</translation>
    </message>
    <message>
        <source>has no exchange rate for %1 (needed by %2)</source>
        <translation>缺少 %1 的汇率（%2 需要用到）</translation>
    </message>
    <message>
        <source>scenario &quot;%1&quot; option %2 (&quot;%3&quot;)</source>
        <translation>场景 &quot;%1&quot; 方案 %2（&quot;%3&quot;）</translation>
    </message>
    <message>
        <source>is used by another option</source>
        <translation>已被另一个方案使用</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a rental offer of the catalog</source>
        <translation>&quot;%1&quot; 不是目录中的租用报价</translation>
    </message>
    <message>
        <source>rental offer &quot;%1&quot; is for accelerator &quot;%2&quot;, not &quot;%3&quot;</source>
        <translation>租用报价 &quot;%1&quot; 对应的加速卡是 &quot;%2&quot;，而不是 &quot;%3&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a server platform of the catalog</source>
        <translation>&quot;%1&quot; 不是目录中的服务器平台</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a colocation offer of the catalog</source>
        <translation>&quot;%1&quot; 不是目录中的托管报价</translation>
    </message>
    <message>
        <source>platform &quot;%1&quot; has no price; enter a quote to compare buying it</source>
        <translation>平台 &quot;%1&quot; 没有价格；请输入报价，才能比较购置方案</translation>
    </message>
    <message>
        <source>accelerator &quot;%1&quot; has no price; enter a quote to compare buying it</source>
        <translation>加速卡 &quot;%1&quot; 没有价格；请输入报价，才能比较购置方案</translation>
    </message>
    <message>
        <source>is not a finite number; enter an ordinary number such as 80</source>
        <translation>不是有限数值；请输入普通数字，例如 80</translation>
    </message>
    <message>
        <source>is %1 characters long; at most %2 are allowed</source>
        <translation>长度为 %1 个字符；最多允许 %2 个</translation>
    </message>
    <message>
        <source>%1… (%2 characters)</source>
        <translation>%1…（%2 个字符）</translation>
    </message>
    <message>
        <source>names a currency of %1 characters; a currency is a code such as USD</source>
        <translation>列出的货币长达 %1 个字符；货币应为 USD 这样的代码</translation>
    </message>
    <message>
        <source>must be greater than -1 (-0.2 is a fall of 20% a year)</source>
        <translation>必须大于 -1（-0.2 即每年下降 20%）</translation>
    </message>
    <message>
        <source>has more than 6 decimal places</source>
        <translation>小数位超过 6 位</translation>
    </message>
    <message>
        <source>has more than 100 years</source>
        <translation>超过 100 年</translation>
    </message>
    <message>
        <source>cannot be given together with owned.residual_fraction; give one of them</source>
        <translation>不能与 owned.residual_fraction 同时填写；请只填其中一个</translation>
    </message>
    <message>
        <source>must be greater than -1 (0.5 is a growth of 50% a year)</source>
        <translation>必须大于 -1（0.5 即每年增长 50%）</translation>
    </message>
    <message>
        <source>cannot be given together with workload.demand; give one of them</source>
        <translation>不能与 workload.demand 同时填写；请只填其中一个</translation>
    </message>
    <message>
        <source>the first step must start in month 1, not %1</source>
        <translation>第一个阶段必须从第 1 个月开始，而不是第 %1 个月</translation>
    </message>
    <message>
        <source>step %1 starts in month %2; each step must start after the one before</source>
        <translation>第 %1 个阶段从第 %2 个月开始；每个阶段都必须晚于前一个阶段开始</translation>
    </message>
    <message>
        <source>step %1 starts in month %2, after the %3-month horizon</source>
        <translation>第 %1 个阶段从第 %2 个月开始，超出了 %3 个月的测算期</translation>
    </message>
    <message>
        <source>the peak of step %1 must be greater than zero</source>
        <translation>第 %1 个阶段的峰值必须大于零</translation>
    </message>
    <message>
        <source>must be at least 1 for a hybrid option (0 owned servers is a rent option)</source>
        <translation>混合方案至少要有 1 台（0 台自有服务器即为租用方案）</translation>
    </message>
    <message>
        <source>is required for a hybrid option</source>
        <translation>混合方案必须填写</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>服务器平台</translation>
    </message>
    <message>
        <source>rental offer</source>
        <translation>租用报价</translation>
    </message>
    <message>
        <source>colo offer</source>
        <translation>托管报价</translation>
    </message>
    <message>
        <source>region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>场景</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 2^63 - 1</source>
        <translation>必须是 0 至 2^63 - 1 之间的整数</translation>
    </message>
    <message>
        <source>must be a whole number from %1 to %2</source>
        <translation>必须是 %1 至 %2 之间的整数</translation>
    </message>
    <message>
        <source>is required with sizing &quot;p99&quot;: P99 sizing needs a time-to-first-token target</source>
        <translation>在 sizing 为 &quot;p99&quot; 时为必填项：P99 容量测算需要首 token 时延目标</translation>
    </message>
    <message>
        <source>must be at least 1 (1 is as random as poisson)</source>
        <translation>至少为 1（1 即与 poisson 同样随机）</translation>
    </message>
    <message>
        <source>names tensor-parallel size %1; the sizes are 2, 4 and 8</source>
        <translation>列出了张量并行规模 %1；规模只能是 2、4 和 8</translation>
    </message>
    <message>
        <source>names &quot;%1&quot;, which is not one of fp16, fp8, int8, int4</source>
        <translation>列出了 &quot;%1&quot;，它不是 fp16、fp8、int8、int4 之一</translation>
    </message>
    <message>
        <source>gives neither bw nor compute for %1</source>
        <translation>%1 既未给出 bw 也未给出 compute</translation>
    </message>
    <message>
        <source>must not contain spaces (&quot;%1&quot;)</source>
        <translation>不能包含空格（“%1”）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a date such as 2026-03-28 or 2026-03</source>
        <translation>“%1”不是有效日期，例如 2026-03-28 或 2026-03</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a number; give one fraction per year, separated by commas, such as 0.7, 0.5, 0.4</source>
        <translation>“%1”不是数字；请每年填一个比例，以逗号分隔，例如 0.7, 0.5, 0.4</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an accelerator class; use datacenter_gpu, consumer_gpu, npu or inference_asic</source>
        <translation>“%1”不是加速卡类别；请使用 datacenter_gpu、consumer_gpu、npu 或 inference_asic</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a form factor; use sxm, oam, pcie or other</source>
        <translation>“%1”不是外形规格；请使用 sxm、oam、pcie 或 other</translation>
    </message>
    <message>
        <source>is used by more than one scenario</source>
        <translation>被多个场景重复使用</translation>
    </message>
    <message>
        <source>must be at least 0 and less than 1 (0.165 is 16.5%)</source>
        <translation>必须不小于 0 且小于 1（0.165 即 16.5%）</translation>
    </message>
    <message>
        <source>is required with ownership &quot;straight_line&quot;: the years over which the hardware is written off</source>
        <translation>在 ownership 为 &quot;straight_line&quot; 时必须填写：硬件核销的年数</translation>
    </message>
    <message>
        <source>is only for ownership &quot;straight_line&quot;; an immediate write-off deducts the whole price in the month of purchase</source>
        <translation>仅用于 ownership &quot;straight_line&quot;；一次性核销在购买当月扣除全部价格</translation>
    </message>
    <message>
        <source>is for colo and hybrid options; a rent option buys no hardware to finance</source>
        <translation>仅用于托管和混合方案；租用方案不购买硬件，无需融资</translation>
    </message>
    <message>
        <source>is only for a loan; a lease is paid in equal payments from the month of purchase</source>
        <translation>仅用于贷款；租赁自购买当月起按等额付款</translation>
    </message>
    <message>
        <source>is required with lengths &quot;log&quot;: name the request log whose lengths the simulation replays</source>
        <translation>lengths 为 &quot;log&quot; 时必填：请指定模拟重放其长度的请求日志</translation>
    </message>
    <message>
        <source>is required with arrival &quot;log&quot;: name the request log whose arrivals the simulation replays</source>
        <translation>arrival 为 &quot;log&quot; 时必填：请指定模拟重放其到达时间的请求日志</translation>
    </message>
    <message>
        <source>holds %1 requests; a log holds from 2 to 1,000,000</source>
        <translation>包含 %1 个请求；日志须包含 2 至 1,000,000 个请求</translation>
    </message>
    <message>
        <source>must be a whole number from 0 to 2^53 - 1</source>
        <translation>必须是 0 至 2^53 - 1 之间的整数</translation>
    </message>
    <message>
        <source>is before the row above it; the rows must come in time order</source>
        <translation>早于上一行；各行必须按时间顺序排列</translation>
    </message>
    <message>
        <source>must be a whole number from 1 to 10,000,000</source>
        <translation>必须是 1 至 10,000,000 之间的整数</translation>
    </message>
    <message>
        <source>must be after the first row&apos;s time: a log spans some time</source>
        <translation>必须晚于第一行的时间：日志须涵盖一段时间</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a request log of the bundle</source>
        <translation>&quot;%1&quot; 不是此数据包中的请求日志</translation>
    </message>
    <message>
        <source>is %1 months, shorter than the %2-month horizon; a lease must run to the horizon (the hardware goes back at its end)</source>
        <translation>为 %1 个月，短于 %2 个月的期限；租赁必须持续到期限结束（期满时硬件归还）</translation>
    </message>
    <message>
        <source>is implausibly large: it must be at most 10 (1,000% a year)</source>
        <translation>数值大得不合理：最多为 10（每年 1,000%）</translation>
    </message>
    <message>
        <source>the peak of step %1 is implausibly large: it must be below %2</source>
        <translation>第 %1 个阶段的峰值大得不合理：必须小于 %2</translation>
    </message>
    <message>
        <source>is implausibly large: it must be below %1</source>
        <translation>数值大得不合理：必须小于 %1</translation>
    </message>
    <message>
        <source>is implausibly large: it must be below %1 in the item&apos;s currency</source>
        <translation>数值大得不合理：必须小于 %1（以该项的货币计）</translation>
    </message>
    <message>
        <source>is implausibly large: it must be at most %1</source>
        <translation>数值大得不合理：最多为 %1</translation>
    </message>
</context>
<context>
    <name>infertco::Workspace</name>
    <message>
        <source>could not be computed: %1</source>
        <translation>无法计算：%1</translation>
    </message>
    <message>
        <source>Import quotes from %1</source>
        <translation>从 %1 导入报价</translation>
    </message>
    <message>
        <source>Import request log %1 from %2</source>
        <translation>从 %2 导入请求日志 %1</translation>
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
        <translation>场景</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>币种</translation>
    </message>
    <message>
        <source>Horizon (months)</source>
        <translation>测算期（月）</translation>
    </message>
    <message>
        <source>Cheapest option</source>
        <translation>最便宜方案</translation>
    </message>
    <message>
        <source>no option is feasible</source>
        <translation>没有可行方案</translation>
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
        <translation>合计</translation>
    </message>
    <message>
        <source>NPV</source>
        <translation>净现值</translation>
    </message>
    <message>
        <source>Cost per million tokens</source>
        <translation>每百万 token 成本</translation>
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
        <translation>盈亏平衡点</translation>
    </message>
    <message>
        <source>Colocation option</source>
        <translation>托管方案</translation>
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
        <translation>没有使用同一加速卡的托管与租用方案</translation>
    </message>
    <message>
        <source>never within the horizon</source>
        <translation>测算期内不会出现</translation>
    </message>
    <message>
        <source>Advice</source>
        <translation>建议</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>张量并行</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>批大小</translation>
    </message>
    <message>
        <source>Replica tokens/s</source>
        <translation>单副本 tokens/s</translation>
    </message>
    <message>
        <source>Replicas</source>
        <translation>副本数</translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation>加速卡数</translation>
    </message>
    <message>
        <source>Spares</source>
        <translation>备用卡</translation>
    </message>
    <message>
        <source>Servers</source>
        <translation>服务器数</translation>
    </message>
    <message>
        <source>Racks</source>
        <translation>机柜数</translation>
    </message>
    <message>
        <source>Effective precision</source>
        <translation>实际精度</translation>
    </message>
    <message>
        <source>%1 on %2, in %3</source>
        <translation>%1 · %2 · 币种 %3</translation>
    </message>
    <message>
        <source>Month</source>
        <translation>月份</translation>
    </message>
    <message>
        <source>Cumulative</source>
        <translation>累计</translation>
    </message>
    <message>
        <source>Check (SUM of the months)</source>
        <translation>核对（各月 SUM）</translation>
    </message>
    <message>
        <source>Exchange rates (value of one unit in %1)</source>
        <translation>汇率（每单位折合 %1）</translation>
    </message>
    <message>
        <source>Catalog items used</source>
        <translation>所用目录条目</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>条目</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>来源</translation>
    </message>
    <message>
        <source>Quote date</source>
        <translation>报价日期</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>备注</translation>
    </message>
    <message>
        <source>accelerator</source>
        <translation>加速卡</translation>
    </message>
    <message>
        <source>rental offer</source>
        <translation>租用报价</translation>
    </message>
    <message>
        <source>region</source>
        <translation>地区</translation>
    </message>
    <message>
        <source>platform</source>
        <translation>服务器平台</translation>
    </message>
    <message>
        <source>colo offer</source>
        <translation>托管报价</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>摘要</translation>
    </message>
    <message>
        <source>Sizing</source>
        <translation>规模测算</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>假设</translation>
    </message>
    <message>
        <source>Option %1</source>
        <translation>方案 %1</translation>
    </message>
    <message>
        <source>cannot be written: %1</source>
        <translation>无法写入：%1</translation>
    </message>
    <message>
        <source>the workbook cannot be created</source>
        <translation>无法创建工作簿</translation>
    </message>
    <message>
        <source>the finished file cannot be moved into place</source>
        <translation>生成的文件无法移动到目标位置</translation>
    </message>
    <message>
        <source>Owned servers</source>
        <translation>自有服务器</translation>
    </message>
    <message>
        <source>Rented servers</source>
        <translation>租用服务器</translation>
    </message>
    <message>
        <source>How the figures are computed</source>
        <translation>数字如何计算</translation>
    </message>
    <message>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <source>Residual value by year (owned.residual_by_year)</source>
        <translation>逐年残值（owned.residual_by_year）</translation>
    </message>
    <message>
        <source>Year</source>
        <translation>年</translation>
    </message>
    <message>
        <source>Share of the purchase price</source>
        <translation>占购买价格的比例</translation>
    </message>
    <message>
        <source>Demand steps (workload.demand)</source>
        <translation>需求阶梯（workload.demand）</translation>
    </message>
    <message>
        <source>Peak output tokens/s</source>
        <translation>峰值输出 token/秒</translation>
    </message>
    <message>
        <source>Options</source>
        <translation>方案</translation>
    </message>
    <message>
        <source>the finished file cannot be flushed to disk</source>
        <translation>完成的文件无法写入磁盘</translation>
    </message>
    <message>
        <source>P99 time to first token (ms)</source>
        <translation>P99 首 token 时延（毫秒）</translation>
    </message>
    <message>
        <source>Target time to first token (ms)</source>
        <translation>首 token 时延目标（毫秒）</translation>
    </message>
    <message>
        <source>P99 time per output token (ms)</source>
        <translation>P99 每个输出 token 耗时（毫秒）</translation>
    </message>
    <message>
        <source>Target time per output token (ms)</source>
        <translation>每个输出 token 耗时目标（毫秒）</translation>
    </message>
    <message>
        <source>Meets the P99 targets</source>
        <translation>达到 P99 目标</translation>
    </message>
    <message>
        <source>SLO capacity (tokens/s per replica)</source>
        <translation>SLO 容量（单副本 tokens/s）</translation>
    </message>
    <message>
        <source>Peak load (% of SLO capacity)</source>
        <translation>峰值负载（占 SLO 容量的 %）</translation>
    </message>
    <message>
        <source>Decoding</source>
        <translation>解码</translation>
    </message>
    <message>
        <source>Prefill</source>
        <translation>预填充</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>受算力限制</translation>
    </message>
    <message>
        <source>memory-bound</source>
        <translation>受显存带宽限制</translation>
    </message>
    <message>
        <source>none: every feasible option lacks a figure</source>
        <translation>无：每个可行方案都缺少数据</translation>
    </message>
    <message>
        <source>Total after tax</source>
        <translation>税后总额</translation>
    </message>
    <message>
        <source>NPV after tax</source>
        <translation>税后净现值</translation>
    </message>
    <message>
        <source>Cost per million tokens after tax</source>
        <translation>税后每百万 token 成本</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>What serving an AI inference workload costs over three years.</source>
        <translation>测算 AI 推理业务三年的成本。</translation>
    </message>
    <message>
        <source>An InferTCO document to open.</source>
        <translation>要打开的 InferTCO 文档。</translation>
    </message>
    <message>
        <source>The demo document to copy and open on first start.</source>
        <translation>首次启动时复制并打开的示例文档。</translation>
    </message>
</context>
</TS>
